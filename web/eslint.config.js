import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const tests = ["**/*.test.{ts,tsx}", "src/testing/**", "src/features/*/testing/**"];

// Which folder may import which (src/README.md draws the arrows):
// app (the shell) → features → components, lib; never back up, never sideways.
const boundaries = [
  // A feature imports only its own folder, components/, lib/ (and testing/ from tests).
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: "./src/features",
    except: [`./${name}`],
    message: "A feature imports no other feature: move what is shared to components/ (UI) or lib/.",
  })),
  {
    target: "./src/features",
    from: "./src/app",
    // The server embeds this file at this path (web/embed.go) to paint the same headings.
    except: ["./page-intros.json"],
    message: "app/ is the shell that imports features, not the reverse: move what is shared to components/ or lib/.",
  },
  {
    target: ["./src/components", "./src/lib"],
    from: ["./src/features", "./src/app"],
    message: "components/ and lib/ are shared: they import no feature and not the shell.",
  },
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "coverage", "src/lib/openapi/schema.d.ts"] },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A leading underscore marks a value left out on purpose (`const { a: _a, ...rest } = x`), as tsc's noUnusedLocals reads it.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.app.json" })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
    },
  },
  {
    // Test helpers and fixtures are for tests only.
    files: ["src/**/*.{ts,tsx}"],
    ignores: tests,
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...boundaries,
            { target: "./src", from: "./src/testing", message: "Only tests import test helpers." },
            { target: "./src/**", from: "./src/features/*/testing/**", message: "Only tests import test fixtures." },
          ],
        },
      ],
    },
  },
);
