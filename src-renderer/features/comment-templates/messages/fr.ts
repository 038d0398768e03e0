import type { CommentTemplatesMessages } from './en.js';

/** French messages of the comment templates. */
const commentTemplatesFr: CommentTemplatesMessages = {
  commentTemplates: {
    title: 'Modèles de commentaire',
    intro: 'Réponses types pour les commentaires de validation. Pendant le tri, la touche t en choisit une ; ses champs sont remplis à partir de l’observation.',
    placeholders: 'Champs à remplir',
    placeholder: {
      taxon: 'nom scientifique',
      vernacular_name: 'nom français',
      event_date: 'date de l’observation',
      municipality: 'commune',
      recorded_by: 'observateurs',
      validation: 'statut de validation',
    },
    language: 'Langue des modèles',
    name: 'Nom',
    text: 'Texte',
    add: 'Ajouter un modèle',
    remove: 'Supprimer le modèle {name}',
    save: 'Enregistrer les modèles',
    saved: 'Modèles de commentaire enregistrés.',
    reset: 'Revenir aux modèles fournis',
    resetDone: 'Les modèles de commentaire fournis sont de retour.',
    defaults: 'Ce sont les modèles fournis ; en enregistrant, ils deviennent les vôtres.',
    empty: 'Aucun modèle dans cette langue.',
    newName: 'Nouveau modèle',
    incomplete: 'Chaque modèle a besoin d’un nom et d’un texte.',
    unsaved: 'Modifications non enregistrées',
    pick: 'Insérer un modèle',
    pickKey: 'Modèle (touche t)',
    pickerTitle: 'Insérer un modèle de commentaire',
    filter: 'Filtrer les modèles',
    none: 'Aucun modèle ne correspond.',
    noneInLanguage: 'Il n’y a pas de modèle dans cette langue. Ajoutez-en dans les paramètres.',
    preview: 'Aperçu',
    missing: 'Non rempli, à compléter avant d’enregistrer : {names}',
    perRecord: 'Le même commentaire va à chaque observation ; les champs propres à une observation restent tels quels : {names}',
    pickerHint: 'Tapez pour filtrer, ↑ ↓ pour choisir, Entrée insère, Échap ferme.',
  },
};

export default commentTemplatesFr;
