/**
 * English messages of the import wizard, merged into messages/en.ts under `imports`. The other
 * locales type their files with {@link ImportMessages}.
 */
const importsEn = {
  imports: {
    button: 'Import…',
    title: 'Import observations',
    steps: { file: 'File', mapping: 'Columns', matching: 'Matching', dryRun: 'Check', run: 'Import' },
    project: 'Into project',
    chooseFile: 'Choose a file…',
    dropHint: 'CSV, Excel (.xlsx), GeoJSON or a Darwin Core Archive (.zip); or drop it here.',
    opened: '{file}: {columns} columns ({format}, {encoding})',
    skipped: 'Not imported: {name} ({reason})',
    column: 'Column in the file',
    target: 'Field',
    ignore: '(not imported)',
    unmapped: '{count} columns are not recognised; choose a field or leave them out.',
    next: 'Next',
    back: 'Back',
    taxa: 'Scientific names ({count})',
    people: 'Recorders ({count})',
    codes: 'Values of {field} ({count})',
    rows: '{count} rows',
    kind: { exact: 'exact', synonym: 'synonym', near: 'near match', none: 'not found' },
    createPerson: 'Create person…',
    lastName: 'Last name',
    firstName: 'First name',
    create: 'Create',
    nameOrder: 'The file writes names',
    lastFirst: 'Last First',
    firstLast: 'First Last',
    createAll: 'Create the {count} unmatched recorders as people',
    choose: 'Choose…',
    score: '{score} alike',
    unmatched: 'not matched: these rows are refused',
    check: 'Check every row',
    checkAgain: 'Check again',
    valid: '{valid} of {read} rows can be imported.',
    errorsTotal: '{count} problems; the first {shown} are listed.',
    errorRow: 'Row',
    errorColumn: 'Column',
    errorValue: 'Value',
    errorReason: 'Reason',
    start: 'Import {count} rows',
    progress: '{created} created, {refused} refused, {read} rows read',
    status: { running: 'Importing…', interrupted: 'Interrupted', cancelled: 'Cancelled', done: 'Done', failed: 'Failed' },
    cancel: 'Cancel',
    resume: 'Resume',
    showCreated: 'Show the {count} created observations',
    downloadErrors: 'Download the refused rows (CSV)',
  },
};

/** The shape of the import messages every locale provides. */
export type ImportMessages = typeof importsEn;

export default importsEn;
