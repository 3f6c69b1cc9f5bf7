import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "test-results/", "playwright-report/", "public/", "tests/lint-fixtures/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Layers point one way: the React app and the shared domain never import the server, the server never
    // imports the React app (components, routes, islands, behaviours).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/include": ["app/**/*", "server/**/*"],
      "boundaries/elements": [
        { type: "content", pattern: "app/content/**" },
        { type: "domain", pattern: ["app/i18n/**", "app/lib/**"] },
        { type: "react-app", pattern: ["app/components/**", "app/routes/**", "app/islands/**", "app/behaviours/**", "app/root.tsx", "app/routes.ts"] },
        { type: "server", pattern: "server/**" },
      ],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
    },
    rules: {
      "boundaries/element-types": [
        "error",
        {
          default: "disallow",
          rules: [
            { from: "content", allow: ["content", "domain"] },
            { from: "domain", allow: ["content", "domain"] },
            { from: "react-app", allow: ["content", "domain", "react-app"] },
            { from: "server", allow: ["content", "domain", "server"] },
          ],
        },
      ],
    },
  },
);
