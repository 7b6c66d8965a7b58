/**
 * The CAS 2.0/3.0 `serviceValidate` answer, read with a small XML reader: the answer is a few known elements,
 * namespaced with whatever prefix the server chose (usually `cas:`).
 *
 *   <cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
 *     <cas:authenticationSuccess><cas:user>name</cas:user><cas:attributes><cas:email>…</cas:email></cas:attributes>
 *     </cas:authenticationSuccess>
 *   </cas:serviceResponse>
 */
export type CasValidation = { ok: true; user: string; attributes: Record<string, string[]> } | { ok: false; code: string; message: string };

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return entities[entity] ?? whole;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Elements, attributes, text, CDATA; comments, processing instructions and doctypes are skipped. */
export function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const token =
    /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<![^>]*>|<\/\s*([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  for (const match of xml.matchAll(token)) {
    const [, cdata, closing, opening, attributeText, selfClosing, text] = match;
    const current = stack[stack.length - 1];
    if (cdata !== undefined) current.text += cdata;
    else if (text !== undefined) current.text += decodeEntities(text);
    else if (closing !== undefined) {
      if (stack.length > 1 && current.name === closing) stack.pop();
      else throw new Error(`unexpected </${closing}>`);
    } else if (opening !== undefined) {
      const attributes: Record<string, string> = {};
      for (const a of (attributeText ?? '').matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attributes[a[1]] = decodeEntities(a[2] ?? a[3] ?? '');
      const element: XmlElement = { name: opening, attributes, children: [], text: '' };
      current.children.push(element);
      if (!selfClosing) stack.push(element);
    } else if (match[0].startsWith('<') && !/^<(!--|\?|!)/.test(match[0])) {
      throw new Error('malformed XML');
    }
  }
  if (stack.length !== 1) throw new Error('unclosed XML element');
  return root;
}

function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((c) => localName(c.name) === name);
}

export function parseCasServiceResponse(xml: string): CasValidation {
  let document: XmlElement;
  try {
    document = parseXml(xml);
  } catch {
    return { ok: false, code: 'INVALID_RESPONSE', message: 'not XML' };
  }
  const response = child(document, 'serviceResponse');
  const failure = child(response, 'authenticationFailure');
  if (failure) return { ok: false, code: failure.attributes.code ?? 'UNKNOWN', message: failure.text.trim() };
  const success = child(response, 'authenticationSuccess');
  const user = child(success, 'user')?.text.trim();
  if (!success || !user) return { ok: false, code: 'INVALID_RESPONSE', message: 'no authenticationSuccess/user' };
  const attributes: Record<string, string[]> = {};
  for (const attribute of child(success, 'attributes')?.children ?? []) {
    const key = localName(attribute.name);
    (attributes[key] ??= []).push(attribute.text.trim());
  }
  return { ok: true, user, attributes };
}
