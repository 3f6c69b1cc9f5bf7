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
    [
      "domain code importing a component",
      "app/lib/fixture.ts",
      `import { LocalLink } from "../components/ui/local-link";`,
    ],
    ["domain code importing the server", "app/lib/fixture.ts", `import { getEnv } from "../../server/env";`],
    [
      "content importing a component",
      "app/content/fixture.ts",
      `import { LocalLink } from "../components/ui/local-link";`,
    ],
    ["the server importing a page", "server/fixture.ts", `import { loader } from "../app/routes/home";`],
    [
      "the server importing a component",
      "server/fixture.ts",
      `import { LocalLink } from "../app/components/ui/local-link";`,
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
      `import { company } from "../content/company";\nimport { localizePath } from "../i18n/paths";`,
    ],
    [
      "the server importing content and domain code",
      "server/fixture.ts",
      `import { company } from "../content/company";\nimport { localizePath } from "../domain/i18n/paths";`,
    ],
    [
      "a loader helper importing a component's type",
      "app/lib/fixture.ts",
      `import type { CalculatorData } from "../components/pricing/calculator-data";`,
    ],
  ])("allows %s", async (_name, filePath, imports) => {
    expect(await boundaryErrors(filePath, `${imports}\n`)).toEqual([]);
  });
});
