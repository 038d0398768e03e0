/** What sign-in offers the other features. */

/** The sign-in screen shown instead of a screen that needs a session. */
export { default as SignInScreen } from './SignInScreen.vue';
/** The dialog that asks to sign in again when the session expired. */
export { default as SessionExpiredDialog } from './SessionExpiredDialog.vue';
