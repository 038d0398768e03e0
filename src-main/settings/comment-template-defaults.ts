/**
 * The comment templates a profile starts with (issue 13): the replies stewards write most, in
 * each UI language. Written by hand, not translated by machine; placeholders as in
 * src-shared/contract/comment-templates.ts.
 */
import type { CommentTemplate } from '../../src-shared/contract/index.js';

/** Shipped templates, four per language; ids are stable so a reset gives the same ones back. */
export const DEFAULT_COMMENT_TEMPLATES: readonly CommentTemplate[] = [
  { id: 'en-confirmed', language: 'en', name: 'Confirmed', text: '{taxon} ({vernacular_name}) in {municipality} on {event_date}: {validation}. Thank you, {recorded_by}!' },
  { id: 'en-photo', language: 'en', name: 'Photo needed', text: 'Thank you for recording {taxon} on {event_date}. Could you add a photo showing the diagnostic features? Until then: {validation}.' },
  { id: 'en-range', language: 'en', name: 'Outside known range', text: '{taxon} has not been confirmed near {municipality} so far. Please describe the plants and the site, or add a photo.' },
  { id: 'en-confusion', language: 'en', name: 'Possible confusion', text: '{vernacular_name} is easily confused with similar species. Which features did you check? Status: {validation}.' },
  { id: 'de-confirmed', language: 'de', name: 'Bestätigt', text: '{taxon} ({vernacular_name}) in {municipality} am {event_date}: {validation}. Vielen Dank, {recorded_by}!' },
  { id: 'de-photo', language: 'de', name: 'Foto erbeten', text: 'Danke für die Meldung von {taxon} vom {event_date}. Können Sie ein Foto mit den Bestimmungsmerkmalen ergänzen? Bis dahin: {validation}.' },
  { id: 'de-range', language: 'de', name: 'Ausserhalb des bekannten Areals', text: '{taxon} ist in der Umgebung von {municipality} bisher nicht belegt. Bitte beschreiben Sie Pflanzen und Standort oder ergänzen Sie ein Foto.' },
  { id: 'de-confusion', language: 'de', name: 'Verwechslungsgefahr', text: '{vernacular_name} wird leicht mit ähnlichen Arten verwechselt. Welche Merkmale haben Sie geprüft? Status: {validation}.' },
  { id: 'fr-confirmed', language: 'fr', name: 'Confirmé', text: '{taxon} ({vernacular_name}) à {municipality} le {event_date} : {validation}. Merci, {recorded_by} !' },
  { id: 'fr-photo', language: 'fr', name: 'Photo souhaitée', text: 'Merci pour l’observation de {taxon} du {event_date}. Pourriez-vous ajouter une photo montrant les caractères diagnostiques ? En attendant : {validation}.' },
  { id: 'fr-range', language: 'fr', name: 'Hors de l’aire connue', text: '{taxon} n’est pas encore attesté près de {municipality}. Merci de décrire les plantes et la station, ou d’ajouter une photo.' },
  { id: 'fr-confusion', language: 'fr', name: 'Confusion possible', text: '{vernacular_name} se confond facilement avec des espèces proches. Quels caractères avez-vous vérifiés ? Statut : {validation}.' },
  { id: 'it-confirmed', language: 'it', name: 'Confermato', text: '{taxon} ({vernacular_name}) a {municipality} il {event_date}: {validation}. Grazie, {recorded_by}!' },
  { id: 'it-photo', language: 'it', name: 'Foto richiesta', text: 'Grazie per la segnalazione di {taxon} del {event_date}. Potrebbe aggiungere una foto con i caratteri diagnostici? Nel frattempo: {validation}.' },
  { id: 'it-range', language: 'it', name: 'Fuori dall’areale noto', text: '{taxon} finora non è attestato vicino a {municipality}. Descriva le piante e la stazione, o aggiunga una foto.' },
  { id: 'it-confusion', language: 'it', name: 'Possibile confusione', text: '{vernacular_name} si confonde facilmente con specie simili. Quali caratteri ha verificato? Stato: {validation}.' },
];
