// Loads a runtime module under Node for its unit tests. Modules that import ./build-info.js
// (written by the build) get one made from the language registry by sitebuild's own
// languages_module(), so the tests need no built site.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

let folder;

function runtimeCopy() {
  if (folder) return folder;
  folder = mkdtempSync(join(tmpdir(), "runtime-test-"));
  const python = process.env.SITE_BUILD_PYTHON ?? join(ROOT, ".venv", "bin", "python");
  if (!existsSync(python)) throw new Error(`no Python at ${python}: run python3 site-build.py test --fast`);
  const code = "from sitebuild.build import languages_module; print(languages_module(), end='')";
  writeFileSync(join(folder, "build-info.js"), execFileSync(python, ["-c", code], { cwd: ROOT, encoding: "utf8" }));
  return folder;
}

// The module and, recursively, the runtime modules it imports ("./name.js").
function copyWithImports(name, folder) {
  const target = join(folder, name);
  if (existsSync(target) || name === "build-info.js") return target;
  const source = join(ROOT, "runtime", "assets", name);
  copyFileSync(source, target);
  for (const [, imported] of readFileSync(source, "utf8").matchAll(/from "\.\/([\w-]+\.js)"/g)) {
    copyWithImports(imported, folder);
  }
  return target;
}

// The score sheets' inputs as the build sends them to the browser ({sheetId: inputs}), from
// sitebuild's own client_spec(): tests of what a sheet keeps use the sheets' real fields.
export function sheetInputs() {
  const python = process.env.SITE_BUILD_PYTHON ?? join(ROOT, ".venv", "bin", "python");
  const code = [
    "import json",
    "from sitebuild.calculators.render import client_spec",
    "from sitebuild.calculators.specs import load_specs",
    "print(json.dumps({s.id: client_spec(s, ['en'])['inputs'] for s in load_specs() if s.sheet}))",
  ].join("\n");
  return JSON.parse(execFileSync(python, ["-c", code], { cwd: ROOT, encoding: "utf8" }));
}

export async function importRuntime(name) {
  return import(pathToFileURL(copyWithImports(name, runtimeCopy())).href);
}
