"""`site-build.py audit`: Lighthouse (mobile profile) against the built site served on
127.0.0.1 as HOSTING.md tells hosts to serve it (compression on: the build's .br/.gz
siblings, gzip on the fly for the rest), printing the four category scores of each page in
each language (`audit --calculators`: audit_calculators.py).

Lighthouse comes from tools/audit/ (its own pinned npm package and lock, installed on the
first audit only: it is large and no other command needs it) and drives Debian's Chromium.
A rule page is audited as it loads; search opened is covered by the axe tests."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from engine.languages import LANGUAGES
from sitebuild import ROOT
from sitebuild.tools import chromium
from sitebuild.tools.serve import CompressingHandler, serve_in_thread

LIGHTHOUSE = ROOT / "tools" / "audit" / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
PAGES = {
    "home": "{lang}/",
    "rule page": "{lang}/hamburg/play/",
    "calculator": "{lang}/calculators/carcassonne-city/",
    "score sheet": "{lang}/calculators/amunre-game/",
    "history": "{lang}/calculators/history/",  # as a new visitor sees it: no games kept yet
    "embed": "embed/hamburgum-depot/?lang={lang}",
}


def lighthouse(url: str, categories=CATEGORIES, port: int | None = None, keep_storage=False) -> dict:
    """Scores of one page and its failing audits (`failed`); with `port`, in the Chromium
    listening there (`keep_storage`: its storage as it is, so the history has games to draw)."""
    browser = [f"--port={port}"] if port else [f"--chrome-flags={' '.join(chromium.ARGS)}"]
    keep = ["--disable-storage-reset"] if keep_storage else []
    result = subprocess.run(
        [str(LIGHTHOUSE), url, "--output=json", "--output-path=stdout", "--quiet",
         f"--only-categories={','.join(categories)}", *browser, *keep],
        capture_output=True, text=True, env={**os.environ, "CHROME_PATH": chromium.EXECUTABLE}, timeout=300,
    )  # fmt: skip
    if result.returncode != 0:
        raise RuntimeError(f"lighthouse failed for {url}: {result.stderr.strip()[-400:]}")
    report = json.loads(result.stdout)
    scores = {name: round(100 * (report["categories"][name]["score"] or 0)) for name in categories}
    failed = []  # each failing audit with the elements it names, to fix in the site
    for audit_id in sorted(_ids(report, categories)):
        audit = report["audits"][audit_id]
        if audit.get("score") == 0:
            items = (audit.get("details") or {}).get("items") or [{}]
            failed += [f"{audit_id} {item.get('node', {}).get('selector', '')}".strip() for item in items]
    return {**scores, "failed": failed}


def _ids(report: dict, categories) -> set[str]:
    return {ref["id"] for name in categories for ref in report["categories"][name]["auditRefs"]}


def run_audit(site: Path) -> int:
    server = serve_in_thread(site, handler=CompressingHandler)
    base = f"http://127.0.0.1:{server.server_port}/"
    rows = []
    try:
        for lang in LANGUAGES:
            for name, path in PAGES.items():
                scores = lighthouse(base + path.format(lang=lang))
                del scores["failed"]
                rows.append({"lang": lang, "page": name, **scores})
                print(f"{lang}  {name:<12} " + "  ".join(f"{c} {scores[c]:>3}" for c in CATEGORIES), flush=True)
    finally:
        server.shutdown()
    (ROOT / "build").mkdir(exist_ok=True)
    (ROOT / "build" / "audit.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    print("\n| lang | page | " + " | ".join(CATEGORIES) + " |\n|---|---|" + "---|" * len(CATEGORIES))
    for row in rows:
        print(f"| {row['lang']} | {row['page']} | " + " | ".join(str(row[c]) for c in CATEGORIES) + " |")
    return 0
