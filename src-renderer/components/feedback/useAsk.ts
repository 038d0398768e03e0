import { useConfirm } from 'primevue/useconfirm';

/** A yes/no question: texts already translated. */
export interface Question {
  header: string;
  message: string;
  acceptLabel: string;
  rejectLabel: string;
  /** Paints the accept button red (removing, discarding). */
  danger?: boolean;
}

/**
 * Asks a yes/no question in the app's ConfirmDialog (App.vue) and resolves to the answer;
 * closing the dialog counts as "no". The "no" button gets the focus, so Enter never destroys.
 */
export function useAsk(): (question: Question) => Promise<boolean> {
  const confirm = useConfirm();
  return (question) =>
    new Promise<boolean>((resolve) => {
      let answered = false;
      const answer = (value: boolean): void => {
        if (answered) return;
        answered = true;
        resolve(value);
      };
      confirm.require({
        header: question.header,
        message: question.message,
        icon: question.danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle',
        acceptProps: { label: question.acceptLabel, severity: question.danger ? 'danger' : undefined },
        rejectProps: { label: question.rejectLabel, severity: 'secondary' },
        defaultFocus: 'reject',
        accept: () => answer(true),
        reject: () => answer(false),
        onHide: () => answer(false),
      });
    });
}
