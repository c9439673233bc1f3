// Text placed into server-rendered HTML (the form pages, a subscriber's pages, bulk email): safe as
// an element's content or inside a double-quoted attribute, the only kind these templates write.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => ENTITIES[c]!);
