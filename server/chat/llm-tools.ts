import { z } from "zod";
import { chatReplies } from "../../content/chat-replies";
import { company } from "../../content/company";
import type { Locale } from "../../domain/i18n/locales";
import { localizePath } from "../../domain/i18n/paths";
import { calculatorQuery } from "../../domain/pricing/calculator-link";
import {
  calculatePrice,
  formatYen,
  planBilling,
  planIds,
  planInputs,
  taxBreakdown,
  validateSpecifications,
  isPlanId,
  normalizeSpecifications,
} from "../../domain/pricing/pricing";
import { choiceOptions, countBounds } from "../../domain/pricing/pricing-specifications";
import { formatYearMonth } from "../../domain/text/format-date";
import { planName } from "../quotes/quotation-document";
import type { ChatTurn } from "./chat-types";
import { contactDetailsIn, type ContactDetails } from "./contact-details";
import { CONTACT_PATH } from "./knowledge/contact-docs";
import { PRICING_PATH } from "./knowledge/pricing-docs";
import { startLead, type LeadReply } from "./lead-flow";
import { enquiryIn, enquiryOf } from "./lead-summary";
import type { LlmTool, ToolOutcome } from "./llm-client";

/**
 * The functions the model may call, each backed by the code the built-in engine uses:
 * prices from the calculator's formulas, facts from content/company.ts, and the lead flow
 * for a visitor who wants to be contacted. Arguments are checked; a bad call gets an
 * error object back to correct itself with, never an exception.
 */

const specificationProperties = {
  ...Object.fromEntries(
    Object.entries(countBounds).map(([field, { min, max }]) => [
      field,
      { type: "integer", minimum: min, maximum: max },
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(choiceOptions).map(([field, options]) => [field, { type: "string", enum: [...options] }]),
  ),
};

// "web-basic = Basic Website (pages, revisions)": which plan reads which sizes, from the calculator's own tables.
const planGuide = planIds
  .map((id) => {
    const inputs = planInputs(id);
    return `${id} = ${planName(id, "en")}${inputs.length ? ` (${inputs.join(", ")})` : " (flat fee)"}`;
  })
  .join("; ");

export const chatToolDefinitions: LlmTool[] = [
  {
    name: "estimate",
    description: `The price of one plan for given sizes, computed with the site's pricing calculator. Never work out a price yourself: call this. Plans: ${planGuide}. Prices are in yen before 10 % consumption tax.`,
    parameters: {
      type: "object",
      properties: {
        plan: { type: "string", enum: [...planIds], description: "The plan id." },
        specifications: {
          type: "object",
          description:
            "The sizes the plan reads; the others are ignored, a missing one takes the calculator's default.",
          properties: specificationProperties,
          additionalProperties: false,
        },
      },
      required: ["plan"],
      additionalProperties: false,
    },
  },
  {
    name: "company_facts",
    description:
      "The company's profile: legal name, founding date, capital, employees, address, business hours, languages, reply promise, phone and email.",
    parameters: { type: "object", properties: {}, additionalProperties: false },
  },
  {
    name: "start_lead",
    description:
      "The visitor wants the company to contact them (sales: a project, a quote, a meeting; support: help with something we built or run). The site then asks for their name and email itself: do not ask for contact details yourself.",
    parameters: {
      type: "object",
      properties: {
        kind: { type: "string", enum: ["sales", "support"] },
        name: { type: "string", description: "The visitor's name, only if they wrote it." },
        company: { type: "string", description: "The visitor's company, only if they wrote it." },
        request: { type: "string", description: "What the visitor wants, in a sentence." },
      },
      required: ["kind"],
      additionalProperties: false,
    },
  },
];

const estimateArgs = z.object({
  plan: z.string(),
  specifications: z.record(z.string(), z.unknown()).optional(),
});

/** The `estimate` tool: the calculator's price for a plan and sizes, or an error object. */
export function estimateTool(args: unknown, language: Locale): Record<string, unknown> {
  const parsed = estimateArgs.safeParse(args);
  if (!parsed.success) return { error: "expected {plan, specifications}", plans: planIds };
  const { plan } = parsed.data;
  if (!isPlanId(plan)) return { error: `unknown plan "${plan.slice(0, 60)}"`, plans: planIds };
  const given = parsed.data.specifications ?? {};
  // Messages in English: this goes to the model, not to the visitor.
  const checked = validateSpecifications(given, "en");
  if (!checked.success) return { error: checked.message, field: checked.field };
  const uses = planInputs(plan);
  const ignored = Object.keys(given).filter((field) => !(uses as readonly string[]).includes(field));
  try {
    const { total } = calculatePrice(plan, checked.data);
    const { tax, totalWithTax } = taxBreakdown(total);
    // The sizes the price was computed with, defaults filled in, as a quote would record them.
    const specifications = normalizeSpecifications(plan, checked.data);
    return {
      plan,
      name: planName(plan, language),
      specifications,
      ...(ignored.length ? { ignored } : {}),
      billing: planBilling(plan) === "monthly" ? "per month" : "one-off",
      priceBeforeTax: total,
      tax,
      priceWithTax: totalWithTax,
      formatted: { beforeTax: formatYen(total, language), withTax: formatYen(totalWithTax, language) },
      calculatorLink: `${localizePath(PRICING_PATH, language)}${calculatorQuery({ plan, specifications })}`,
    };
  } catch {
    return { error: "these sizes cannot be priced" };
  }
}

/** The `company_facts` tool: the profile as the company page shows it, from content/company.ts. */
export function companyFacts(language: Locale): Record<string, unknown> {
  const a = chatReplies[language].answers;
  return {
    name: company.legalName[language],
    otherName: company.legalName[language === "ja" ? "en" : "ja"],
    founded: formatYearMonth(company.founded.year, company.founded.month, language),
    capital: company.capital.label[language],
    employees: company.staff.label[language],
    business: company.businessType[language],
    address: company.address.full[language],
    businessHours: company.hours.label[language],
    languages: a.languages,
    replyPromise: a.replyPromise,
    phone: company.phone.display,
    phoneInternational: company.phone.international,
    email: company.email,
    contactPage: localizePath(CONTACT_PATH, language),
  };
}

const leadArgs = z.object({
  kind: z.enum(["sales", "support"]),
  name: z.string().max(200).optional(),
  company: z.string().max(200).optional(),
  request: z.string().max(2000).optional(),
});

const plain = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/g, "");

/**
 * The `start_lead` tool: the built-in lead flow, started with the details the visitor typed
 * (read from their own message: the model never sees addresses or numbers). A name or company
 * the model passes is kept only if the visitor wrote it, so the model cannot invent one.
 */
export function leadFromModel(args: unknown, history: ChatTurn[], language: Locale): ToolOutcome<LeadReply> {
  const parsed = leadArgs.safeParse(args);
  if (!parsed.success) return { result: { error: 'expected {kind: "sales" | "support"}' } };
  const said = history.filter((turn) => turn.role === "user").map((turn) => plain(turn.content));
  const written = (value: string | undefined) =>
    value && plain(value).length > 0 && said.some((text) => text.includes(plain(value))) ? value.trim() : undefined;
  const last = history.at(-1)?.role === "user" ? history.at(-1)!.content : "";
  const found = contactDetailsIn(last, language);
  const details: ContactDetails = { ...found };
  details.name ??= written(parsed.data.name);
  details.company ??= written(parsed.data.company);
  const request = parsed.data.request?.trim();
  const enquiry = enquiryOf(history) ?? enquiryIn(last, found) ?? (request || undefined);
  return { finish: startLead(parsed.data.kind, language, details, enquiry) };
}

/** The tools for one answer, in the visitor's language and conversation. */
export function chatTools(language: Locale, history: ChatTurn[]) {
  return {
    tools: chatToolDefinitions,
    run(name: string, args: unknown): ToolOutcome<LeadReply> {
      switch (name) {
        case "estimate":
          return { result: estimateTool(args, language) };
        case "company_facts":
          return { result: companyFacts(language) };
        case "start_lead":
          return leadFromModel(args, history, language);
        default:
          return { result: { error: `unknown tool "${name}"` } };
      }
    },
  };
}
