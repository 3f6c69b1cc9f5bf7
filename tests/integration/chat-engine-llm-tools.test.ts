import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { company } from "../../content/company";
import { calculatePrice, taxBreakdown } from "../../domain/pricing/pricing";
import type { ChatTurn, ConversationState } from "../../server/chat/chat-types";
import { createChatEngine } from "../../server/chat/engine";
import { startLead } from "../../server/chat/lead-flow";
import { MAX_TOOL_ROUNDS } from "../../server/chat/llm-client";
import {
  completion,
  lastVisitorMessage,
  respond,
  startScriptedModel,
  toolCalls,
  toolResults,
  type ScriptedModel,
} from "../support/scripted-model";

/**
 * The model's tools (server/chat/llm-tools.ts) against a scripted stand-in for the model: the
 * engine runs the calls with the built-in engine's own code (prices, company facts, the lead
 * flow) and sends the results back; bad calls get error results, and a model that never stops
 * calling tools is cut off.
 */

let model: ScriptedModel;
beforeAll(async () => {
  model = await startScriptedModel();
});
afterAll(() => model.close());
beforeEach(() => {
  model.requests = [];
});

const now = new Date("2025-06-10T02:00:00Z");
const engine = () => createChatEngine({ llm: { url: model.url, model: "stand-in-1", timeoutMs: 2000 } });
const question = (content: string): ChatTurn[] => [{ role: "user", content }];

/** Answers with tool calls first, then with `text` once the engine has sent results back. */
function toolsThenText(calls: [string, unknown][], text: string) {
  return (body: any, req: any, res: any) => {
    const answered = (body.messages as any[]).some((m) => m.role === "tool");
    respond(200, answered ? completion(text) : toolCalls(...calls))(body, req, res);
  };
}

describe("the model's tools", () => {
  it("are offered with every question the model answers", async () => {
    model.handler = respond(200, completion("We are based in Kawasaki. [Company](/en/company)"));
    await engine()({ language: "en", history: question("Tell me about your company"), state: null, now });
    expect(model.requests).toHaveLength(1);
    const { body } = model.requests[0];
    expect(body.tools.map((t: any) => t.function.name)).toEqual(["estimate", "company_facts", "start_lead"]);
    expect(body.tool_choice).toBe("auto");
    expect(body.tools[0].function.parameters.properties.plan.enum).toContain("web-medium");
  });

  it("estimate: the price the calculator's formula gives goes back to the model", async () => {
    model.handler = toolsThenText(
      [["estimate", { plan: "web-medium", specifications: { pages: 8, revisions: 3 } }]],
      "An 8-page Standard site is about ¥125,000 before tax <b>(estimate)</b>. [Pricing](/en/pricing-calculator)",
    );
    const output = await engine()({
      language: "en",
      history: question("Roughly what would a mid-sized corporate site cost us?"),
      state: null,
      now,
    });
    expect(model.requests).toHaveLength(2);
    const result = toolResults(model.requests[1].body).call_1;
    const { total } = calculatePrice("web-medium", { pages: 8, revisions: 3 });
    expect(result).toMatchObject({
      plan: "web-medium",
      specifications: { pages: 8, revisions: 3 },
      priceBeforeTax: total,
      priceWithTax: taxBreakdown(total).totalWithTax,
      billing: "one-off",
      calculatorLink: "/en/pricing-calculator?plan=web-medium&pages=8&revisions=3",
    });
    expect(result.name).toMatch(/standard/i);
    // The final text is sanitised like any other model reply.
    expect(output.message).toContain("about ¥125,000 before tax");
    expect(output.message).not.toMatch(/[<>]/);
    expect(output.state).toBeNull();
  });

  it("estimate: an unknown plan or impossible sizes come back as errors the model can correct", async () => {
    model.handler = toolsThenText(
      [
        ["estimate", { plan: "web-gigantic", specifications: { pages: 8 } }],
        ["estimate", { plan: "web-basic", specifications: { pages: -3 } }],
        ["estimate", { plan: "mobile-simple", specifications: { screens: "six" } }],
        ["estimate", "not even an object"],
      ],
      "Could you tell me how many pages you need? [Pricing](/en/pricing-calculator)",
    );
    const output = await engine()({
      language: "en",
      history: question("Roughly what would a mid-sized corporate site cost us?"),
      state: null,
      now,
    });
    const results = toolResults(model.requests[1].body);
    expect(results.call_1.error).toMatch(/unknown plan/);
    expect(results.call_1.plans).toContain("web-basic");
    expect(results.call_2).toMatchObject({ field: "pages" });
    expect(results.call_3).toMatchObject({ field: "screens" });
    expect(results.call_4.error).toBeTruthy();
    expect(output.message).toContain("how many pages");
  });

  it("company_facts: the profile from content/company.ts, in the visitor's language", async () => {
    model.handler = toolsThenText([["company_facts", {}]], "当社は2022年4月に設立しました。[会社概要](/company)");
    const output = await engine()({
      language: "ja",
      history: question("御社はいつ頃からある会社なんでしょう"),
      state: null,
      now,
    });
    const facts = toolResults(model.requests[1].body).call_1;
    expect(facts).toMatchObject({
      name: company.legalName.ja,
      founded: "2022年4月",
      capital: company.capital.label.ja,
      employees: company.staff.label.ja,
      address: company.address.full.ja,
      businessHours: company.hours.label.ja,
      phone: company.phone.display,
      email: company.email,
    });
    expect(facts.replyPromise).toContain(String(company.promises.replyWithinHours));
    expect(output.message).toContain("2022年4月に設立");
  });

  it("start_lead: the reply and the state are the lead flow's, and it carries on without the model", async () => {
    const asked = "We want to rebuild our booking system next spring and need a partner for it.";
    const request = "A new booking system, next spring";
    model.handler = respond(200, toolCalls(["start_lead", { kind: "sales", name: "Made Up Name", request }]));
    const history = question(asked);
    const first = await engine()({ language: "en", history, state: null, now });
    expect(model.requests).toHaveLength(1);
    // With no earlier question and no topic the engine recognises, the model's summary is the request.
    const expected = startLead("sales", "en", {}, request);
    expect(first.message).toBe(expected.message);
    expect(first.state).toEqual(expected.state);
    // The model's name for the visitor is not taken: the visitor never wrote it.
    expect(first.state).toMatchObject({ flow: "lead", kind: "sales", step: "name" });
    expect(first.state).not.toHaveProperty("name");
    // The panel's contact card comes with it, as with a lead flow the engine starts itself.
    expect(first.contactCard).toEqual({ kind: "sales", message: request });

    // The next turns are the built-in lead flow's; the lead is what it stores.
    let state: ConversationState | null = first.state;
    const turns: ChatTurn[] = [...history, { role: "assistant", content: first.message }];
    let lead;
    for (const content of ["Jane Doe", "jane.doe@example.com", "yes"]) {
      turns.push({ role: "user", content });
      const output = await engine()({ language: "en", history: [...turns], state, now });
      turns.push({ role: "assistant", content: output.message });
      state = output.state;
      lead = output.lead ?? lead;
    }
    expect(model.requests).toHaveLength(1);
    expect(lead).toMatchObject({ kind: "sales", name: "Jane Doe", email: "jane.doe@example.com", message: request });
    expect(lead!.transcript).toContain(asked);
  });

  it("start_lead: details the visitor typed are read by the engine, never sent to the model", async () => {
    model.handler = respond(200, toolCalls(["start_lead", { kind: "support", name: "Ken Ito" }]));
    const output = await engine()({
      language: "en",
      history: question("Our app keeps crashing since yesterday. My name is Ken Ito and my number is 03-1234-5678"),
      state: null,
      now,
    });
    expect(JSON.stringify(model.requests[0].body)).not.toContain("03-1234-5678");
    expect(lastVisitorMessage(model.requests[0].body)).toContain("[phone]");
    expect(output.state).toMatchObject({ flow: "lead", kind: "support", name: "Ken Ito", phone: "03-1234-5678" });
  });

  it("a malformed call (bad JSON, an unknown tool, bad lead arguments) gets an error result, not a crash", async () => {
    model.handler = toolsThenText(
      [
        ["estimate", "{plan: web-basic"],
        ["delete_everything", {}],
        ["start_lead", { kind: "marketing" }],
      ],
      "Sorry, could you say a little more? [Contact](/en/contact)",
    );
    const output = await engine()({
      language: "en",
      history: question("Roughly what would a mid-sized corporate site cost us?"),
      state: null,
      now,
    });
    const results = toolResults(model.requests[1].body);
    expect(results.call_1.error).toMatch(/JSON/);
    expect(results.call_2.error).toMatch(/unknown tool/);
    expect(results.call_3.error).toBeTruthy();
    expect(output.message).toContain("could you say a little more");
    expect(output.state).toBeNull();
  });

  it("a model that calls tools forever is cut off after a bounded number of rounds", async () => {
    model.handler = respond(200, toolCalls(["company_facts", {}]));
    const output = await engine()({
      language: "en",
      history: question("What are your business hours?"),
      state: null,
      now,
    });
    expect(model.requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    // The last request asks for text only; a model that still calls tools is given up on.
    expect(model.requests.at(-1)!.body.tool_choice).toBe("none");
    expect(output.message).toContain(company.hours.label.en);
  });
});
