import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The boundary errors ESLint reports for `source` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("one-way layers (eslint.config.js)", () => {
  it.each([
    ["a page importing the server", "app/routes/fixture.tsx", `import { getEnv } from "../../server/env";`],
    ["the root route importing the server", "app/fixture.tsx", `import { logger } from "../server/logger";`],
    ["a loader importing the server", "app/loaders/fixture.ts", `import { getEnv } from "../../server/env";`],
    [
      "domain code importing a component",
      "domain/seo/fixture.ts",
      `import { LocalLink } from "../../app/components/ui/local-link";`,
    ],
    ["domain code importing the server", "domain/pricing/fixture.ts", `import { getEnv } from "../../server/env";`],
    [
      "content importing a component",
      "content/fixture.ts",
      `import { LocalLink } from "../app/components/ui/local-link";`,
    ],
    ["the server importing a page", "server/fixture.ts", `import { loader } from "../app/routes/home";`],
    [
      "the server importing a component",
      "server/fixture.ts",
      `import { LocalLink } from "../app/components/ui/local-link";`,
    ],
    [
      "the documents importing the office",
      "server/quotes/fixture.ts",
      `import { setLeadStatus } from "../staff/lead-actions";`,
    ],
    [
      "the lead's history importing the office",
      "server/leads/fixture.ts",
      `import { setLeadStatus } from "../staff/lead-actions";`,
    ],
    [
      "the lead's history importing the documents",
      "server/leads/fixture.ts",
      `import { issueInvoice } from "../quotes/invoices";`,
    ],
  ])("refuses %s", async (_name, filePath, importLine) => {
    expect(
      await boundaryErrors(filePath, `${importLine}\nexport const used = [${importLine.match(/\{ (\w+) \}/)![1]}];\n`),
    ).toHaveLength(1);
  });

  it.each([
    [
      "a page importing content and domain code",
      "app/routes/fixture.tsx",
      `import { company } from "../../content/company";\nimport { localizePath } from "../../domain/i18n/paths";`,
    ],
    [
      "the server importing content and domain code",
      "server/fixture.ts",
      `import { company } from "../content/company";\nimport { localizePath } from "../domain/i18n/paths";`,
    ],
    [
      "a loader importing a component's type",
      "app/loaders/fixture.ts",
      `import type { CalculatorData } from "../components/pricing/calculator-data";`,
    ],
    [
      "the documents writing the lead's history",
      "server/quotes/fixture.ts",
      `import { recordActivity } from "../leads/lead-history";\nimport { logger } from "../logger";`,
    ],
    [
      "the office reading the documents",
      "server/staff/fixture.ts",
      `import { issueInvoice } from "../quotes/invoices";\nimport { recordActivity } from "../leads/lead-history";`,
    ],
    [
      "an HTTP route using the office",
      "server/api/fixture.ts",
      `import { setLeadStatus } from "../staff/lead-actions";`,
    ],
  ])("allows %s", async (_name, filePath, imports) => {
    expect(await boundaryErrors(filePath, `${imports}\n`)).toEqual([]);
  });
});
