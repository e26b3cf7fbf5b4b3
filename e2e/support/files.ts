/** The smallest PDF the server's magic-byte check accepts as a document. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A PDF for a file input (`setInputFiles`), under this name. */
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
