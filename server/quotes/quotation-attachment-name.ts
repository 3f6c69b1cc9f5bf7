/** `email_outbox.attachment` of an issued quotation: "quotation" is version 1, "quotation:3" version 3. */
export function quotationAttachment(version: number): string {
  return version === 1 ? "quotation" : `quotation:${version}`;
}
