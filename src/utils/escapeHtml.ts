const ENTITIES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};

/** Escapes text for HTML, as React escapes text and attribute values (so a string written by hand matches React's). */
export const escapeHtml = (text: string): string => text.replace(/["'&<>]/g, (character) => ENTITIES[character]!);
