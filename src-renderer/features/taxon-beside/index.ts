/** What the taxon beside a record (issue 13) offers the other features. */

/** The detail's taxon panel (prop observation): names, relations, profile, references and its validated records. */
export { default as TaxonBeside } from './TaxonBeside.vue';
