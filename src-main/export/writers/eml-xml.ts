/**
 * The `eml.xml` of a Darwin Core Archive: Ecological Metadata Language 2.1.1 in the GBIF
 * metadata profile (https://ipt.gbif.org/manual/en/ipt/latest/gbif-metadata-profile): the
 * dataset's title, its creator and contact (the person who exported), the licence as GBIF
 * writes it (`intellectualRights` with a `ulink` to the licence), and in the abstract the
 * project's description and the filter the export used, in words and as the query it sent.
 */
import { EXPORT_LICENCES } from '../../../src-shared/contract/exports.js';
import { el, serializeXml, xmlDocument } from './xml-document.js';

/** EML 2.1.1's namespace. */
export const EML_NAMESPACE = 'eml://ecoinformatics.org/eml-2.1.1';

/** A licence of {@link EXPORT_LICENCES}. */
export type ExportLicence = (typeof EXPORT_LICENCES)[number];

/** Each licence's URL and GBIF's wording of it. */
export const LICENCE_TEXTS: Readonly<Record<ExportLicence, { url: string; title: string }>> = {
  'CC0-1.0': { url: 'http://creativecommons.org/publicdomain/zero/1.0/legalcode', title: 'Public Domain (CC0 1.0)' },
  'CC-BY-4.0': { url: 'http://creativecommons.org/licenses/by/4.0/legalcode', title: 'Creative Commons Attribution (CC-BY) 4.0' },
  'CC-BY-NC-4.0': { url: 'http://creativecommons.org/licenses/by-nc/4.0/legalcode', title: 'Creative Commons Attribution Non Commercial (CC-BY-NC) 4.0' },
};

/** What eml.xml says. */
export interface EmlInput {
  /** A unique id of this archive (a UUID). */
  packageId: string;
  title: string;
  /** The project's description, when it has one. */
  description: string | null;
  licence: ExportLicence;
  /** The person who exported: name, and their e-mail or user name when known. */
  contact: { name: string; email?: string | null };
  /** The filter in words, in the export's language. */
  filterDescription: string;
  /** The filter as sent to the service (`field[op]=value&…`). */
  filterQuery: string;
  /** ISO 639-1 language of the texts. */
  language: string;
  /** The export's date (YYYY-MM-DD). */
  pubDate: string;
}

/** eml.xml for {@link EmlInput}. */
export function buildEmlXml(input: EmlInput): string {
  const doc = xmlDocument(EML_NAMESPACE, 'eml:eml');
  const root = doc.documentElement!;
  root.setAttribute('packageId', input.packageId);
  root.setAttribute('system', 'http://gbif.org');
  root.setAttribute('scope', 'system');
  root.setAttribute('xml:lang', input.language);
  const [given, ...rest] = input.contact.name.trim().split(/\s+/);
  const person = (tag: string) => el(doc, tag, {}, [
    el(doc, 'individualName', {}, [rest.length ? el(doc, 'givenName', {}, [given]) : null, el(doc, 'surName', {}, [rest.length ? rest.join(' ') : given])]),
    input.contact.email ? el(doc, 'electronicMailAddress', {}, [input.contact.email]) : null,
  ]);
  const para = (text: string) => el(doc, 'para', {}, [text]);
  const licence = LICENCE_TEXTS[input.licence];
  root.appendChild(el(doc, 'dataset', {}, [
    el(doc, 'title', { 'xml:lang': input.language }, [input.title]),
    person('creator'),
    person('metadataProvider'),
    el(doc, 'pubDate', {}, [input.pubDate]),
    el(doc, 'language', {}, [input.language]),
    el(doc, 'abstract', {}, [
      input.description ? para(input.description) : null,
      para(input.filterDescription),
      para(input.filterQuery),
    ]),
    el(doc, 'intellectualRights', {}, [el(doc, 'para', {}, [
      'This work is licensed under a ',
      el(doc, 'ulink', { url: licence.url }, [el(doc, 'citetitle', {}, [licence.title])]),
      ' License.',
    ])]),
    person('contact'),
  ]));
  return serializeXml(doc);
}
