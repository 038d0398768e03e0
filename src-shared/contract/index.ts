export * from './desk.js';
export * from './errors.js';
export * from './session.js';
export * from './settings.js';
export * from './browser-wire.js';
export * from './observations.js';
export * from './reference.js';
