/**
 * Ends `text` with a full stop unless it ends with one already (or with ! or ?): a sentence that ends
 * with a name such as "Ada & Co." gets one full stop, not two.
 */
export const endSentence = (text: string) => (/[.!?]$/.test(text.trimEnd()) ? text.trimEnd() : `${text}.`);
