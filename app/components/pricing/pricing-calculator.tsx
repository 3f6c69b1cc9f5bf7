import { useEffect, useMemo, useRef, useState } from "react";
import type { PricingCategoryId } from "../../../content/pricing-plans";
import { localizePath } from "../../../domain/i18n/paths";
import { useLanguage } from "../../i18n/use-language";
import type { FieldError } from "../../../domain/forms/contact-schema";
import { calculatePrice, planBilling, type PlanId } from "../../../domain/pricing/pricing";
import {
  normalizeSpecifications,
  planDefaultSpecifications,
  planInputs,
  type SpecificationField,
} from "../../../domain/pricing/pricing-specifications";
import {
  completeQuote,
  QuoteApiError,
  randomId,
  saveQuote,
  startQuote,
  storeQuote,
  type QuoteChange,
  type QuoteHandle,
} from "../../../domain/pricing/quote-client";
import type { CalculatorStart } from "../../../domain/pricing/calculator-link";
import type { QuoteStartInput } from "../../../domain/pricing/quote-start-schema";
import { formTokenHolder, isFormTokenRefusal } from "../../../domain/forms/form-token-client";
import { dismissToast, toast, toastOnNextPage } from "../ui/toast-store";
import { rememberCompletedQuote } from "../home/completed-quote";
import type { CalculatorData } from "./calculator-data";
import { CategoryStep } from "./category-step";
import { ConfigureStep } from "./configure-step";
import { ContactStep } from "./contact-step";
import { EstimatePanel } from "./estimate-panel";
import { parseSpecifications, rawFromSpecifications, type RawSpecifications } from "./spec-values";
import { StepIndicator, type CalculatorStep } from "./step-indicator";
import { useCalculatorLink } from "./use-calculator-link";
import { useQuoteAutosave } from "./use-quote-autosave";
import { useQuoteResume } from "./use-quote-resume";

/**
 * zod/mini with the name and email rules weighs about 7 KB gzip, more than the
 * page's JavaScript budget leaves (130 KB), so it loads on the visitor's first
 * interaction with the contact step instead of with the page.
 */
const loadStartSchema = () => import("../../../domain/pricing/quote-start-schema");
const loadFieldSchemas = () =>
  import("../../../domain/forms/contact-schema").then((m) => ({ name: m.nameSchema, email: m.emailSchema }));

/**
 * The pricing calculator (spec sections 2, 4 and 8): contact -> category ->
 * configure, a live estimate from the shared pricing module, autosave to the
 * server, and Get Final Quote, which emails the quote.
 */
export function PricingCalculator({ data }: { data: CalculatorData }) {
  const { language } = useLanguage();
  const t = data.content;
  const [step, setStep] = useState<CalculatorStep>("contact");
  /** The plan and values a link asked for, applied once a quote exists, then forgotten. */
  const preset = useRef<CalculatorStart | null>(null);
  const [quote, setQuote] = useState<QuoteHandle | null>(null);
  const [categoryId, setCategoryId] = useState<PricingCategoryId | null>(null);
  const [planId, setPlanId] = useState<PlanId | null>(null);
  const [raw, setRaw] = useState<RawSpecifications>({});
  const [completing, setCompleting] = useState(false);
  /** JSON of the last change the server confirmed, so unchanged state is never sent twice. */
  const lastSaved = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const sessionId = useRef<string | undefined>(undefined);
  const startAttempt = useRef<{ body: string; key?: string } | null>(null);
  // Starting a quote needs a "quote" form token; fetched with the page so its fill time has passed by the time the visitor sends.
  const formToken = useRef(formTokenHolder("quote", { waitForAge: true }));
  useEffect(() => void formToken.current.prefetch(), []);

  // The step's heading takes focus after every move, so keyboard and screen-reader users land on the new content.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [step, categoryId]);

  function go(next: CalculatorStep) {
    moveFocus.current = true;
    setStep(next);
  }

  function applyPreset(): boolean {
    const start = preset.current;
    const category = start && data.categories.find((c) => c.plans.some((p) => p.id === start.plan));
    if (!start || !category) return false;
    preset.current = null;
    setCategoryId(category.id);
    setPlanId(start.plan);
    setRaw(rawFromSpecifications(start.specifications));
    go("configure");
    return true;
  }

  useCalculatorLink((start) => {
    preset.current = start;
    // A quote resumed meanwhile takes the linked plan now; otherwise it waits for name and email.
    if (step !== "contact") applyPreset();
  });

  const resuming = useQuoteResume((resumed) => {
    setQuote(resumed.handle);
    if (applyPreset()) return;
    if (!resumed.serviceType) return setStep("category");
    const plan = resumed.serviceType;
    const category = data.categories.find((c) => c.plans.some((p) => p.id === plan));
    setCategoryId(category?.id ?? null);
    setPlanId(plan);
    setRaw(rawFromSpecifications(resumed.specifications ?? planDefaultSpecifications(plan)));
    lastSaved.current = resumed.savedKey;
    setStep(category ? "configure" : "category");
  });

  const current = useMemo(() => {
    if (!planId) return null;
    const parsed = parseSpecifications(planId, raw);
    if (!parsed.ok)
      return { error: { field: parsed.field, message: data.specMessages[parsed.field] }, estimate: null, change: null };
    const specifications = normalizeSpecifications(planId, parsed.specifications);
    const change: QuoteChange = { serviceType: planId, specifications, language };
    return { error: null, estimate: calculatePrice(planId, specifications), change };
  }, [planId, raw, language, data.specMessages]);
  const changeKey = current?.change ? JSON.stringify(current.change) : null;

  useQuoteAutosave({
    enabled: step === "configure" && !completing,
    quote,
    change: current?.change ?? null,
    changeKey,
    lastSaved,
  });

  // The toast about a name or email the visitor has to correct: it goes as soon as the field is valid.
  const inputErrorToast = useRef<{ id: number; field: keyof QuoteStartInput } | null>(null);
  function showInputError(error: FieldError) {
    if (inputErrorToast.current) dismissToast(inputErrorToast.current.id);
    const id = toast({ title: t.toasts.inputErrorTitle, description: error.message, variant: "destructive" });
    inputErrorToast.current = error.field === "name" || error.field === "email" ? { id, field: error.field } : null;
  }
  async function contactEdited(input: QuoteStartInput) {
    const shown = inputErrorToast.current;
    if (!shown) return;
    const schemas = await loadFieldSchemas().catch(() => null);
    if (!schemas || inputErrorToast.current !== shown) return;
    if (!schemas[shown.field](data.startMessages).safeParse(input[shown.field]).success) return;
    dismissToast(shown.id);
    inputErrorToast.current = null;
  }

  async function start(entered: QuoteStartInput, company = ""): Promise<FieldError | null> {
    let input = entered;
    // The contact form's own zod schema, fetched with the first interaction (see loadStartSchema);
    // if it cannot load, the server applies the same rules and answers 400 with the same message.
    const schema = await loadStartSchema().catch(() => null);
    if (schema) {
      const result = schema.validateQuoteStart(input, data.startMessages);
      if (!result.ok) {
        showInputError(result.error);
        return result.error;
      }
      input = result.data;
    }
    // A retry of the same details reuses its Idempotency-Key, so a lost answer never makes a second quote.
    const body = JSON.stringify({ ...input, company });
    if (startAttempt.current?.body !== body) startAttempt.current = { body, key: randomId() };
    // Not ??=: the React Compiler's lint cannot read it and would then leave this whole component unchecked.
    if (sessionId.current === undefined) sessionId.current = randomId();
    try {
      const send = async () => {
        const token = await formToken.current.take();
        return startQuote(
          {
            ...input,
            ...(company.trim() ? { company } : {}),
            language,
            sessionId: sessionId.current,
            formToken: token ?? "",
          },
          startAttempt.current?.key,
        );
      };
      const created = await send().catch((error: unknown) => {
        // An expired or used token, or a repeat of a quote already made (whose key is never handed out twice): once more, afresh.
        const fresh =
          error instanceof QuoteApiError && (isFormTokenRefusal(error.status, error.field) || error.status === 409);
        if (!fresh) throw error;
        formToken.current.drop();
        startAttempt.current = { body, key: randomId() };
        return send();
      });
      // One token starts one quote; the next start (another plan to compare) gets its own.
      formToken.current.drop();
      void formToken.current.prefetch();
      const handle = { id: created.id, token: created.token };
      storeQuote(handle);
      startAttempt.current = null;
      lastSaved.current = null;
      setQuote(handle);
      if (!applyPreset()) go("category");
      return null;
    } catch (error) {
      if (
        error instanceof QuoteApiError &&
        error.status === 400 &&
        (error.field === "name" || error.field === "email" || error.field === "company")
      ) {
        const problem = { field: error.field, message: error.message };
        showInputError(problem);
        return problem;
      }
      console.warn("quote start failed", error instanceof QuoteApiError ? error.status : error);
      toast({ title: t.toasts.errorTitle, description: t.toasts.startFailed, variant: "destructive" });
      return null;
    }
  }

  /** Spec section 4: choosing (or clearing) a category resets the plan and its specifications. */
  function chooseCategory(id: PricingCategoryId | null) {
    moveFocus.current = true;
    setCategoryId(id);
    setPlanId(null);
    setRaw({});
  }

  function choosePlan(id: PlanId) {
    if (id !== planId) setRaw(rawFromSpecifications(planDefaultSpecifications(id)));
    setPlanId(id);
    go("configure");
  }

  async function finish() {
    if (!quote || !current?.change || !current.estimate || current.estimate.total <= 0 || completing) return;
    setCompleting(true);
    try {
      // The last changes may still be inside the autosave delay: save them first, then complete.
      if (changeKey !== lastSaved.current) {
        await saveQuote(quote, current.change);
        lastSaved.current = changeKey;
      }
      const done = await completeQuote(quote, language);
      storeQuote(null);
      // The home page shows the quotation number and its links until the visitor closes the banner.
      if (done.reference && done.quotationUrl)
        rememberCompletedQuote({ reference: done.reference, quotationUrl: done.quotationUrl });
      // The home page is another document: its toaster shows the confirmation once it has loaded.
      toastOnNextPage({ title: t.toasts.completeTitle, description: t.toasts.completeDescription, variant: "success" });
      window.location.assign(localizePath("/", language));
    } catch (error) {
      const known = error instanceof QuoteApiError && error.status < 500 && error.message;
      toast({ title: t.toasts.errorTitle, description: known || t.toasts.completeFailed, variant: "destructive" });
      setCompleting(false);
    }
  }

  const card = planId ? data.categories.flatMap((c) => c.plans).find((p) => p.id === planId) : undefined;
  const canSubmit = Boolean(quote && current?.estimate && current.estimate.total > 0);

  return (
    <section aria-label={t.hero.eyebrow} className="bg-slate-50 py-10 sm:py-16">
      <div className="container-page">
        <StepIndicator step={step} t={t.steps} />
        <div
          className="mt-8 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:p-10"
          data-testid="pricing-calculator"
          data-step={step}
        >
          {step === "contact" &&
            (resuming ? (
              <p role="status" className="py-10 text-center text-slate-600">
                {t.contact.resuming}
              </p>
            ) : (
              <ContactStep
                t={t.contact}
                headingRef={headingRef}
                onStart={start}
                onEdit={(input) => void contactEdited(input)}
                onPrepare={() => void loadStartSchema().catch(() => {})}
              />
            ))}
          {step === "category" && (
            <CategoryStep
              t={t.category}
              categories={data.categories}
              categoryId={categoryId}
              planId={planId}
              headingRef={headingRef}
              onCategory={chooseCategory}
              onChangeCategory={() => chooseCategory(null)}
              onPlan={choosePlan}
            />
          )}
          {step === "configure" && planId && card && (
            <ConfigureStep
              t={t.configure}
              card={card}
              inputs={planInputs(planId)}
              fields={data.fields}
              values={raw}
              error={current?.error ?? null}
              canSubmit={canSubmit}
              submitting={completing}
              headingRef={headingRef}
              onChange={(field: SpecificationField, value: string) => setRaw((prev) => ({ ...prev, [field]: value }))}
              onBack={() => go("category")}
              onSubmit={finish}
              estimatePanel={
                <EstimatePanel
                  estimate={current?.estimate ?? null}
                  monthly={planBilling(planId) === "monthly"}
                  labels={data.estimateLabels}
                  t={t.estimate}
                  language={language}
                />
              }
            />
          )}
        </div>
      </div>
    </section>
  );
}
