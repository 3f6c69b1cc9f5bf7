import { company } from "./company";

/**
 * Names a line never breaks inside, and which a line may break before and after: the company's names and the parts
 * of its address (町名 and 番地 together). Japanese text elsewhere breaks between BudouX phrases
 * (domain/text/japanese-phrases.ts).
 */
export const lineBreakTerms: readonly string[] = [
  ...new Set([
    company.legalName.ja,
    company.shortName.ja,
    company.address.region,
    company.address.locality,
    ...company.address.street.ja.split(/[\s]+|(?<=区)/u).filter(Boolean),
    company.address.building.ja.replace(/\s+/g, ""),
    `〒${company.address.postalCode}`,
  ]),
];
