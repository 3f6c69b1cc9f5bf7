import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The server's element types (below): the office may use every one of them, the documents not the office. */
const serverModules = ["server", "server-leads", "server-quotes", "server-staff"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "public/",
      "tests/lint-fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // Tests walk untyped JSON documents (the OpenAPI document, model API payloads).
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The React app, and the staff office's pages: React rendered on the server only
    // (docs/decisions/015-staff-sessions.md). The hooks plugin's full set, the React Compiler's rules included,
    // every one an error: a finding is fixed, not waved through.
    files: ["app/**/*.{ts,tsx}", "server/staff/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...Object.fromEntries(Object.keys(reactHooks.configs["recommended-latest"].rules).map((r) => [r, "error"])),
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Layers point one way: content/ and domain/ at the bottom, the React app (app/) and the server (server/) above
    // them, never importing each other. The app's loaders (app/loaders/*.server.ts) are the React app's server side.
    files: ["{app,server,content,domain}/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/include": ["app/**/*", "server/**/*", "content/**/*", "domain/**/*"],
      "boundaries/elements": [
        { type: "content", pattern: "content" },
        { type: "domain", pattern: "domain" },
        { type: "react-app", pattern: "app" },
        // Inside the server, the documents (quotes) and the office (staff) both stand on the lead's state and
        // history (leads); the documents know nothing of the office's pages and routes. The first match wins.
        { type: "server-leads", pattern: "server/leads" },
        { type: "server-quotes", pattern: "server/quotes" },
        { type: "server-staff", pattern: "server/staff" },
        { type: "server", pattern: "server" },
      ],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            {
              from: { element: { type: "content" } },
              allow: { to: { element: { types: { anyOf: ["content", "domain"] } } } },
            },
            {
              from: { element: { type: "domain" } },
              allow: { to: { element: { types: { anyOf: ["content", "domain"] } } } },
            },
            {
              from: { element: { type: "react-app" } },
              allow: { to: { element: { types: { anyOf: ["content", "domain", "react-app"] } } } },
            },
            {
              // The rest of the server (HTTP routes, jobs, command-line tools) wires the modules together.
              from: { element: { type: "server" } },
              allow: { to: { element: { types: { anyOf: ["content", "domain", ...serverModules] } } } },
            },
            {
              from: { element: { type: "server-leads" } },
              allow: { to: { element: { types: { anyOf: ["content", "domain", "server", "server-leads"] } } } },
            },
            {
              from: { element: { type: "server-quotes" } },
              allow: {
                to: { element: { types: { anyOf: ["content", "domain", "server", "server-leads", "server-quotes"] } } },
              },
            },
            {
              from: { element: { type: "server-staff" } },
              allow: { to: { element: { types: { anyOf: ["content", "domain", ...serverModules] } } } },
            },
          ],
        },
      ],
    },
  },
);
