/**
 * A small element builder over @xmldom/xmldom's DOM, for meta.xml and eml.xml: escaping and
 * namespaces by the DOM implementation rather than by string concatenation.
 */
import { DOMImplementation, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';

/** Children of {@link el}: elements, or text (escaped by the serializer). */
export type XmlChild = Element | string | null | undefined;

/** A document with root element `root` in namespace `namespace` (null: none). */
export function xmlDocument(namespace: string | null, root: string): Document {
  return new DOMImplementation().createDocument(namespace, root, null);
}

/** An element of `doc` named `name` (in `namespace` when given) with attributes and children. */
export function el(doc: Document, name: string, attributes: Readonly<Record<string, string>> = {}, children: readonly XmlChild[] = [], namespace: string | null = null): Element {
  const element = namespace ? doc.createElementNS(namespace, name) : doc.createElement(name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  for (const child of children) {
    if (child == null) continue;
    element.appendChild(typeof child === 'string' ? doc.createTextNode(child) : child);
  }
  return element;
}

/** The document as UTF-8 XML text with its declaration. */
export function serializeXml(doc: Document): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}\n`;
}
