import type { FormsMessages } from './en.js';

/** French messages of the generic record forms (Swiss usage). */
const formsFr: FormsMessages = {
  forms: {
    footprint: {
      mode: 'Dessiner\u00a0:',
      modes: { point: 'Point', line: 'Ligne', polygon: 'Polygone' },
      loading: 'Chargement de la carte…',
    },
    calendar: { today: 'Aujourd’hui', clear: 'Effacer' },
    date: {
      pastMonthEnd: '{text} n’est pas un jour : {month} {year} compte {days} jours.',
      noMonth: '{text} n’est pas un jour : il n’y a pas de mois {month}.',
      notADay: '{text} n’est pas un jour ; saisissez-le sous la forme {pattern}.',
      future: {
        header: 'Une date dans le futur',
        body: 'La date {date} n’est pas encore arrivée. Enregistrer quand même ?',
        save: 'Enregistrer quand même',
        check: 'Vérifier la date',
      },
    },
    choose: 'Non saisi',
    habitatsFailed: 'Les milieux n’ont pas pu être chargés',
    units: {
      metres: 'm',
      centimetres: 'cm',
      metresAsl: 'm d’alt.',
      degrees: '°',
    },
    errors: {
      summary: 'Veuillez corriger les champs signalés\u00a0; rien n’a été enregistré.',
      notSaved: 'Rien n’a été enregistré.',
      required: 'Veuillez remplir ce champ.',
      atLeast: 'Au moins {min}.',
      above: 'Doit être supérieur à {min}.',
      atMost: 'Au plus {max}.',
      tooLong: 'Au plus {max} caractères.',
      tooMany: 'Au plus {max} entrées.',
      wholeNumber: 'Saisissez un nombre entier.',
      number: 'Saisissez un nombre.',
      invalid: 'Cette valeur n’est pas valide.',
      notBelowMinimum: 'Ne doit pas être inférieur au minimum.',
    },
    discard: {
      title: 'Abandonner les modifications\u00a0?',
      body: 'Les modifications de ce formulaire ne sont pas enregistrées.',
      discard: 'Abandonner',
      keep: 'Continuer la saisie',
    },
    leave: {
      title: 'Quitter sans enregistrer\u00a0?',
      body: 'Les modifications de ce formulaire ne sont pas enregistrées. Si vous quittez maintenant, elles seront perdues.',
      leave: 'Quitter sans enregistrer',
      stay: 'Continuer la saisie',
    },
    draft: {
      found: 'Des modifications non enregistrées du {time} ont été conservées.',
      restore: 'Restaurer le brouillon du {time}',
      discard: 'Abandonner',
    },
    conflict: {
      title: 'Quelqu’un d’autre a modifié cet enregistrement',
      intro: 'Depuis que vous avez ouvert ce formulaire, quelqu’un d’autre a enregistré des modifications de cet enregistrement. Choisissez pour chaque champ la valeur à garder, puis enregistrez à nouveau. D’ici là, vos valeurs restent dans le formulaire.',
      field: 'Champ',
      mine: 'Votre valeur',
      theirs: 'Enregistré entre-temps',
      changedByThem: 'modifié par quelqu’un d’autre',
      changedByBoth: 'modifié par vous et par quelqu’un d’autre',
      allMine: 'Garder toutes mes valeurs',
      allTheirs: 'Reprendre toutes les valeurs enregistrées',
      save: 'Enregistrer avec ces valeurs',
      cancel: 'Retour au formulaire',
      notSaved: 'Non enregistré\u00a0: quelqu’un d’autre a modifié cet enregistrement entre-temps. Vos valeurs sont toujours là\u00a0; enregistrez à nouveau pour les comparer.',
      empty: 'vide',
      yes: 'Oui',
      no: 'Non',
      change: '{field}\u00a0: {before} → {after}',
      deleteTitle: 'Modifié entre-temps',
      deleteBody: 'Quelqu’un d’autre a modifié cet enregistrement depuis que vous l’avez ouvert\u00a0: {changes}. Le supprimer quand même\u00a0?',
      deleteHidden: 'Quelqu’un d’autre a modifié cet enregistrement depuis que vous l’avez ouvert (dans des champs non affichés ici). Le supprimer quand même\u00a0?',
      deleteAnyway: 'Supprimer quand même',
      keep: 'Le garder',
    },
  },
};

export default formsFr;
