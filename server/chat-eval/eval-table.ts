import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * A table of chat conversations and what each reply must hold, in the development set's
 * format: questions.json (the conversations) and expectations.json (the checks per turn).
 */

const conversationSchema = z.object({
  id: z.string().min(1),
  lang: z.enum(["ja", "en"]),
  turns: z.array(z.string().min(1)).min(1),
  kind: z.string().optional(),
  category: z.string().optional(),
  expected: z.array(z.string()).optional(),
});

const checkSchema = z.union([
  z.string(),
  z.object({ atLeast: z.number().int().min(0), of: z.array(z.string()) }),
  z.object({ amountBetween: z.tuple([z.number(), z.number()]) }),
]);

const turnSchema = z.object({
  must: z.array(checkSchema),
  mustNot: z.array(z.string()).optional(),
  why: z.string().optional(),
});

const leadSchema = z.object({
  name: z.string(),
  email: z.string(),
  phoneDigits: z.string().regex(/^\d+$/),
  transcript: z.array(z.string()).min(1),
});

const expectationsSchema = z.object({
  globalMustNot: z.array(z.string()).default([]),
  items: z.record(z.string(), z.object({ turns: z.array(turnSchema), lead: leadSchema.optional() })),
});

export type Conversation = z.infer<typeof conversationSchema>;
export type TurnExpectation = z.infer<typeof turnSchema>;
export type LeadExpectation = z.infer<typeof leadSchema>;

export interface EvalTable {
  conversations: (Conversation & { expect: TurnExpectation[]; lead?: LeadExpectation })[];
  globalMustNot: string[];
}

export class EvalTableError extends Error {}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new EvalTableError(`cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new EvalTableError(`${path} is not JSON: ${(error as Error).message}`);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new EvalTableError(`${path}: ${issue.path.join(".") || "(top)"}: ${issue.message}`);
}

/**
 * The table from a directory holding questions.json and expectations.json, or from those two
 * files named. Every conversation needs a check for each of its turns; a mismatch is an error.
 */
export function readEvalTable(paths: string[]): EvalTable {
  let questionsPath: string;
  let expectationsPath: string;
  if (paths.length === 1) {
    const stat = statSync(paths[0]!, { throwIfNoEntry: false });
    if (!stat) throw new EvalTableError(`${paths[0]} does not exist`);
    if (!stat.isDirectory()) throw new EvalTableError(`${paths[0]} is a file: give its directory, or both files`);
    questionsPath = join(paths[0]!, "questions.json");
    expectationsPath = join(paths[0]!, "expectations.json");
  } else if (paths.length === 2) {
    [questionsPath, expectationsPath] = paths as [string, string];
  } else {
    throw new EvalTableError("give a directory with questions.json and expectations.json, or those two files");
  }
  const conversations = parse(z.array(conversationSchema), readJson(questionsPath), questionsPath);
  const spec = parse(expectationsSchema, readJson(expectationsPath), expectationsPath);
  const seen = new Set<string>();
  return {
    globalMustNot: spec.globalMustNot,
    conversations: conversations.map((c) => {
      if (seen.has(c.id)) throw new EvalTableError(`${questionsPath}: conversation ${c.id} appears twice`);
      seen.add(c.id);
      const item = spec.items[c.id];
      if (!item) throw new EvalTableError(`${expectationsPath}: no expectations for ${c.id}`);
      if (item.turns.length !== c.turns.length)
        throw new EvalTableError(
          `${expectationsPath}: ${c.id} has ${c.turns.length} turn(s) but checks for ${item.turns.length}`,
        );
      return { ...c, expect: item.turns, ...(item.lead ? { lead: item.lead } : {}) };
    }),
  };
}
