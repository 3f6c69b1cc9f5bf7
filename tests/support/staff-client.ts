import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { expect } from "vitest";
import { createStaff } from "../../server/staff/staff-accounts";
import type { Db } from "../../server/db/database";

export const STAFF_PASSWORD = "correct horse battery staple";

/** A browser-like client of the staff office: keeps its cookies and sends the site's Origin on posts. */
export class StaffClient {
  cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }

  async get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.base}${path}`, {
      redirect: "manual",
      headers: { cookie: this.cookieHeader(), ...headers },
    });
    this.remember(response);
    return response;
  }

  async post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: this.cookieHeader(),
        origin: this.base,
        "content-type": "application/x-www-form-urlencoded",
        ...headers,
      },
      body: new URLSearchParams(form).toString(),
    });
    this.remember(response);
    return response;
  }

  /** The value of a hidden `csrf` field on a page. */
  static csrfOf(html: string): string {
    const match = /name="csrf" value="([^"]+)"/.exec(html);
    if (!match) throw new Error("no csrf field on the page");
    return match[1]!;
  }

  async login(email: string, password = STAFF_PASSWORD, next = "/staff") {
    const form = await this.get(`/staff/login?next=${encodeURIComponent(next)}`);
    const csrf = StaffClient.csrfOf(await form.text());
    return this.post("/staff/login", { email, password, csrf, next });
  }

  /** The CSRF token of the signed-in session, as its pages carry it. */
  async csrf() {
    return StaffClient.csrfOf(await (await this.get("/staff/account")).text());
  }
}

let counter = 0;
export async function newStaff(db: Db, name = "Sato") {
  const email = `staff${++counter}-${Date.now()}@tamagawa-digital.jp`;
  const id = await createStaff(db, { email, name, password: STAFF_PASSWORD });
  return { id, email };
}

/** A new staff account signed in on a client of its own, with its session's CSRF token. */
export async function signedInStaff(db: Db, base: string, name?: string) {
  const { id, email } = await newStaff(db, name);
  const staff = new StaffClient(base);
  expect((await staff.login(email)).status).toBe(303);
  return { id, email, staff, csrf: await staff.csrf() };
}

/** The TOTP key of an account page as the person reads it (base32 in groups), decoded as an authenticator app does. */
export function manualKeyOf(html: string): Uint8Array {
  const match = /<code class="totp-key">([A-Z2-7 ]+)<\/code>/.exec(html);
  if (!match) throw new Error("no manual key on the page");
  return decodeBase32IgnorePadding(match[1]!.replace(/ /g, ""));
}

/** The recovery codes an account page shows once. */
export function recoveryCodesOf(html: string): string[] {
  const list = /<ol class="codes">(.*?)<\/ol>/s.exec(html);
  return list ? [...list[1]!.matchAll(/<code>([A-Z2-7-]+)<\/code>/g)].map((m) => m[1]!) : [];
}
