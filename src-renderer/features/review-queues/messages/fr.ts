import type { ReviewQueuesMessages } from './en.js';

/** French messages of the review queues. */
const reviewQueuesFr: ReviewQueuesMessages = {
  reviewQueues: {
    nav: 'Files',
    title: 'Files de révision',
    intro: 'Chaque file est un filtre avec des signalements et un ordre. Ouvrez-en une pour la traiter au clavier dans le tri.',
    builtin: {
      'outside-known-range': 'Néophytes hors de leur aire connue',
      'not-validated-oldest': 'Non validées, les plus anciennes d’abord',
      'likely-duplicates': 'Doublons probables',
    },
    describe: {
      'outside-known-range': 'Néophytes pas encore validées et signalées hors de l’aire connue du taxon, les plus anciennes d’abord.',
      'not-validated-oldest': 'Toutes les observations que vous pouvez valider et qui ne le sont pas encore, les plus anciennes d’abord.',
      'likely-duplicates': 'Non validées et signalées comme doublon probable (même taxon, même jour, à moins de 100 m).',
    },
    own: 'Votre file',
    left: 'reste {left} sur {total}',
    leftUnknown: 'Nombres non disponibles',
    counting: 'Comptage…',
    countFailed: 'Non compté\u00a0: {message}',
    noTaxa: 'Aucun taxon du service n’a cette caractéristique de profil.',
    noFlagged: 'Aucune observation ne porte encore ces signalements. Vérifiez d’abord ses observations.',
    done: 'Plus rien à faire',
    open: 'Ouvrir dans le tri',
    openNamed: 'Ouvrir dans le tri : {name}',
    remove: 'Supprimer la file {name}',
    removed: 'File supprimée.',
    flags: 'Signalements\u00a0: {names}',
    scan: 'Vérifier ces observations maintenant',
    scanNamed: 'Vérifier ces observations maintenant : {name}',
    scanning: '{checked} sur {total} vérifiées…',
    scanStop: 'Arrêter',
    scanDone: '{checked} vérifiées : {flagged} signalées.',
    scope: {
      title: 'Votre périmètre',
      intro: 'Appliqué à chaque file\u00a0: seulement ces groupes de taxons et ces cantons (vide\u00a0: tous).',
      groups: 'Groupes de taxons',
      cantons: 'Cantons',
      all: 'Tous',
      save: 'Appliquer à toutes les files',
      saved: 'Périmètre appliqué à toutes les files.',
    },
    saveFromFilter: 'Enregistrer comme file de révision',
    saveName: 'Nom de la file',
    saveNotValidated: 'Seul ce qui n’est pas encore validé reste à faire',
    saveButton: 'Enregistrer',
    rename: 'Renommer la file {name}',
    renameSave: 'Enregistrer le nom',
    renameCancel: 'Annuler',
    renamed: 'File renommée en « {name} ».',
    saved: 'File «\u00a0{name}\u00a0» enregistrée.',
  },
};

export default reviewQueuesFr;
