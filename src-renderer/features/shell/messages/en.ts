/**
 * English messages of the shell for main's words: the service status (`serviceStatus.<code>`) and
 * why a request got no answer (`networkFailure.<code>`, also used by the connection checks);
 * codes and params of src-shared/contract/main-messages.ts. Spread into messages/en.ts. vue-i18n
 * syntax: `{name}` is a placeholder; no literal `@ | { }`.
 */
const shellMessagesEn = {
  serviceStatus: {
    'status-ok': 'The service answers.',
    'status-http-error': 'The service answered HTTP {http_status} at {url}.',
  },
  networkFailure: {
    'network-timeout': '{host} did not answer (timeout). Check the address, or try again later.',
    'network-timeout-after': '{host} did not answer within {timeout_in_seconds} seconds (timeout). Check the address, or try again later.',
    'network-dns': 'The server name {host_name} could not be found (DNS). Check the address and your network.',
    'network-refused': 'Nothing answers at {host} (connection refused). Is the service running, and is the port right?',
    'network-reset': '{host} closed the connection before answering. Check the address (http or https?) and try again.',
    'network-unreachable': '{host} cannot be reached from this computer (network unreachable).',
    'network-tls': 'The secure connection to {host} failed: its certificate or TLS setup is not accepted ({error_code}).',
    'network-bad-port': 'The port of {host} is one that browsers and Node refuse to connect to. Use another port.',
    'network-other': 'Could not connect to {host}: {detail}.',
  },
};

/** The shape the other locales' shell messages must have. */
export type ShellMessages = typeof shellMessagesEn;

export default shellMessagesEn;
