"""The whole build: engine and standard library compiled for Pyodide, Pyodide, runtime,
calculator specs → pages, three MkDocs builds (one per language), embed pages and the
language picker, into site/."""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import shutil
import tempfile
import time
from pathlib import Path

import yaml
from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.exceptions import Abort, ConfigurationError
from mkdocs.utils.yaml import yaml_load

from engine.languages import BY_CODE, FALSE_TEXT, LANGUAGES, TRUE_TEXT
from sitebuild import ROOT
from sitebuild.calculators import oembed
from sitebuild.calculators.render import render, render_widget, ui_texts
from sitebuild.calculators.specs import Spec, SpecError, calculators_without_spec, load_specs
from sitebuild.docs import search, theme_fixes
from sitebuild.docs.stage import StageError, stage_language
from sitebuild.hosting import compress, csp, offline
from sitebuild.pyodide.compile import CompileError, compile_for_pyodide
from sitebuild.pyodide.files import LOCK_FILE, STOCK_STDLIB, WASM, copy_runtime, lock_without_packages, pyodide_version
from sitebuild.pyodide.wheel import content_hash

SITE = ROOT / "site"
WORK = ROOT / "build"
# runtime/ by where each file ends up: assets/ under the hashed runtime folder, root/ at the
# site's root (the service worker, whose scope is the whole site), club/ on clubs' own pages.
RUNTIME = ROOT / "runtime" / "assets"
CLUB_SCRIPT = ROOT / "runtime" / "club" / "embed.js"


class BuildError(Exception):
    """The build failed; the message names the file and the problem."""


def _runtime_hash(wheel_url: str, pyodide_url: str) -> str:
    sha = hashlib.sha256(f"{wheel_url}\n{pyodide_url}\n".encode())
    for path in sorted(RUNTIME.iterdir()):
        sha.update(path.name.encode() + b"\0" + path.read_bytes())
    return sha.hexdigest()[:12]


_STATIC_IMPORT = re.compile(r'^import [^;]*? from "\./([\w-]+\.js)";', re.M)


def runtime_modules(*entries: str) -> list[str]:
    """The runtime modules `entries` and what they import, directly or not (static imports), for the
    calculator pages' modulepreload links: the browser asks for all of them at once instead
    of one level of imports after another."""
    seen = list(entries)
    todo = list(entries)
    while todo:
        name = todo.pop()
        if not (RUNTIME / name).exists():
            continue  # written by the build (build-info.js), imports nothing
        for found in _STATIC_IMPORT.findall((RUNTIME / name).read_text(encoding="utf-8")):
            if found not in seen:
                seen.append(found)
                todo.append(found)
    return sorted(seen)


# What a page with a calculator form runs.
CALCULATOR_MODULES = runtime_modules("calculators.js")


def _assets(site: Path, work: Path, log=print) -> tuple[str, list[str]]:
    """Copy the engine wheel, Pyodide and the runtime; return the runtime's site path and
    the site paths of the .gz files the worker fetches.

    The engine wheel and the standard library are the .pyc builds of pyodide_compile.py
    (each under its content hash); Pyodide's stock python_stdlib.zip stays in its folder
    for the fallback finder, which fetches it only if a trimmed module is ever imported.
    """
    try:
        compiled = compile_for_pyodide(work / "pyodide-compiled", log=log)
    except CompileError as error:
        raise BuildError(f"compiling for Pyodide: {error}") from None
    wheel, stdlib = compiled["engine"], compiled["stdlib"]
    wheel_dir = f"assets/engine/{content_hash(wheel)}/"
    stdlib_dir = f"assets/stdlib/{content_hash(stdlib)}/"
    for source, folder in ((wheel, wheel_dir), (stdlib, stdlib_dir)):
        (site / folder).mkdir(parents=True)
        shutil.copyfile(source, site / folder / source.name)
    pyodide_dir = f"assets/pyodide/{pyodide_version()}/"
    runtime_sizes = copy_runtime(site / pyodide_dir)
    # What the worker fetches at start: not the stock stdlib (fallback only), nor the lock
    # file, whose info comes in build-info instead.
    boot_sizes = {name: size for name, size in runtime_sizes.items() if name not in (STOCK_STDLIB, LOCK_FILE)}

    runtime_dir = f"assets/runtime/{_runtime_hash(wheel_dir + wheel.name, pyodide_dir + stdlib_dir)}/"
    shutil.copytree(RUNTIME, site / runtime_dir)
    with open(site / runtime_dir / "calculator.css", "a", encoding="utf-8") as css:
        css.write(language_rules())
    up = "../../../"
    # The worker fetches these three as .gz and unpacks them itself where the host sends the
    # bytes as they are: a third of the bytes on a host that compresses nothing.
    fetched = [site / wheel_dir / wheel.name, site / stdlib_dir / stdlib.name, site / pyodide_dir / WASM]
    try:
        gz_sizes = compress.gzip_siblings(fetched)
    except compress.CompressError as error:
        raise BuildError(str(error)) from None
    compressed = {up + path.relative_to(site).as_posix(): size for path, size in gz_sizes.items()}

    def located(folder: str, path: Path) -> str:
        return json.dumps({"path": up + folder + path.name, "size": path.stat().st_size})

    build_info = (
        "// Generated by site-build.py for this build; do not edit.\n"
        f"export const ENGINE_WHEEL = {located(wheel_dir, wheel)};\n"
        f"export const PYODIDE_DIR = {json.dumps(up + pyodide_dir)};\n"
        f"export const PYODIDE_FILES = {json.dumps(boot_sizes, sort_keys=True)};\n"
        f"export const PYODIDE_STDLIB = {located(stdlib_dir, stdlib)};\n"
        f"export const PYODIDE_STDLIB_FALLBACK = {json.dumps(up + pyodide_dir + STOCK_STDLIB)};\n"
        f"export const COMPRESSED = {json.dumps(compressed, sort_keys=True)};\n"
        f"export const PYODIDE_LOCK = {json.dumps(lock_without_packages(site / pyodide_dir), sort_keys=True)};\n"
        f"{languages_module()}"
    )
    (site / runtime_dir / "build-info.js").write_text(build_info, encoding="utf-8")
    return runtime_dir, [path.relative_to(site).as_posix() + ".gz" for path in fetched]


def languages_module() -> str:
    """The language registry (engine/languages.py) as far as the browser needs it: the codes in
    the site's order (the page's language is one of them), the yes/no text the engine takes
    from a link, and each language's digit group and decimal separators for the figures the
    browser writes without the engine (the start's download size; the history page's totals,
    through present.js, which follows engine/present.py's format_number: an Intl.NumberFormat
    costs 30 ms to make on a page's first use, and its separators differ from the presenter's).
    Results are the presenter's (engine/present.py), never the browser's."""
    return (
        f"export const LANGUAGES = {json.dumps(list(LANGUAGES))};\n"
        f"export const DECIMAL = {json.dumps({code: BY_CODE[code].decimal for code in LANGUAGES})};\n"
        f"export const GROUP = {json.dumps({code: BY_CODE[code].group for code in LANGUAGES})};\n"
        f"export const TRUE_TEXT = {json.dumps(list(TRUE_TEXT))};\n"
        f"export const FALSE_TEXT = {json.dumps(list(FALSE_TEXT))};\n"
    )


def language_rules() -> str:
    """The stylesheet's rule that shows an embed page's own language (its texts carry every
    language, each in a `.l10n` span), one selector per language of the registry."""
    selectors = ",\n".join(f'html[lang="{code}"] .l10n:not([lang="{code}"])' for code in LANGUAGES)
    marker = "/* Generated by site-build.py from engine/languages.py; do not edit. */"
    return f"\n{marker}\n{selectors} {{ display: none; }}\n"


def _palette(lang: str) -> list[dict]:
    """mkdocs.yml's colour schemes with the toggle's label in `lang` (a list in the child config
    replaces the inherited one whole, so the schemes are copied from mkdocs.yml, not repeated)."""
    with open(ROOT / "mkdocs.yml", encoding="utf-8") as fh:
        schemes = yaml_load(fh)["theme"]["palette"]
    texts = ui_texts()
    for scheme in schemes:  # each toggle offers the other scheme: "Dark mode" on the light one
        scheme["toggle"]["name"] = texts["dark_mode" if scheme["scheme"] == "default" else "light_mode"][lang]
    return schemes


def _mkdocs_config(lang: str, nav: list, runtime_dir: str, site: Path, work: Path) -> Path:
    config = {
        "INHERIT": str(ROOT / "mkdocs.yml"),
        "site_name": ui_texts()["site_name"][lang],
        "site_description": ui_texts()["site_description"][lang],
        "docs_dir": str(work / "docs" / lang),
        "site_dir": str(site / lang),
        "theme": {"language": lang, "custom_dir": str(ROOT / "overrides"), "palette": _palette(lang)},
        "nav": nav,
        "extra": {
            "runtime": runtime_dir,
            "runtime_modules": CALCULATOR_MODULES,
            "offline_badge": ui_texts()["offline"][lang],
            "alternate": [{"name": BY_CODE[code].name, "lang": code, "link": f"/{code}/"} for code in LANGUAGES],
        },
        "plugins": {"search": {"lang": search.lunr_languages(lang)}},
    }
    path = work / f"mkdocs.{lang}.yml"
    path.write_text(yaml.safe_dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def _mkdocs(config_path: Path) -> None:
    try:
        config = load_config(config_file=str(config_path), strict=True)
        with search.word_boundaries():
            mkdocs_build(config)
    except (Abort, ConfigurationError) as error:
        raise BuildError(f"mkdocs build of {config_path.name} failed: {error}") from None


def _sitemap_without_dates(lang_site: Path) -> None:
    """Rewrite the sitemap MkDocs wrote without the build date in it.

    MkDocs dates every page with the day of the build (each <lastmod>, present once site_url
    is set) and puts that day in the gzip header of sitemap.xml.gz. A rebuild of the same
    sources on another day would then differ, and so would the service worker's build id.
    The build date says nothing about when a page changed, so the sitemap leaves it out
    (<lastmod> is optional), and the .gz carries no timestamp (mtime 0: "none", RFC 1952).
    """
    sitemap = lang_site / "sitemap.xml"
    if not sitemap.exists():
        return
    text = re.sub(r"\s*<lastmod>[^<]*</lastmod>", "", sitemap.read_text(encoding="utf-8"))
    sitemap.write_text(text, encoding="utf-8")
    (lang_site / "sitemap.xml.gz").write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))


def _embed_pages(specs: list[Spec], runtime_dir: str, site: Path) -> None:
    # The host script clubs include lives at a stable address, not under the hashed runtime.
    (site / "embed").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(CLUB_SCRIPT, site / "embed" / "embed.js")
    try:
        base = oembed.site_url()
    except oembed.SiteUrlError as error:
        raise BuildError(str(error)) from None
    for spec in specs:
        html = render(
            "embed.html.j2",
            LANGUAGES,
            spec=spec,
            widget=render_widget(spec, LANGUAGES),
            runtime="../../" + runtime_dir,
            modules=CALCULATOR_MODULES,
            favicon="../../en/assets/images/favicon.png",
            oembed_links=oembed.discovery_links(base, spec) if base else [],
        )
        path = site / "embed" / spec.id / "index.html"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(html, encoding="utf-8")
        # WordPress's pasted link (sitebuild/calculators/oembed.py): only with SITE_URL set.
        for name, text in (oembed.files(base, spec, ui_texts()["site_name"]) if base else {}).items():
            (path.parent / name).write_text(text, encoding="utf-8")


def _assets_and_pages(specs: list[Spec], site: Path, work: Path, log=print) -> tuple[str, list[str]]:
    """The assets, then one MkDocs build per language; returns what _assets returns."""
    runtime_dir, fetched_gz = _assets(site, work, log)
    for lang in LANGUAGES:
        try:
            nav = stage_language(lang, specs, work / "docs" / lang)
        except StageError as error:
            raise BuildError(str(error)) from None
        _mkdocs(_mkdocs_config(lang, nav, runtime_dir, site, work))
        _sitemap_without_dates(site / lang)
        try:
            search.localise_index(site / lang, lang)
        except search.SearchTermsError as error:
            raise BuildError(str(error)) from None
        theme_fixes.fix_theme_markup(site / lang, ui_texts()["search_dialog"][lang], ui_texts()["permalink"][lang])
    return runtime_dir, fetched_gz


def build_site(site: Path = SITE, log=print) -> Path:
    started = time.monotonic()
    try:
        specs = load_specs()
    except SpecError as error:
        raise BuildError(f"calculator spec: {error}") from None
    missing = calculators_without_spec(specs)
    if missing:
        raise BuildError(f"engine calculators without a spec in calculators/: {', '.join(missing)}")
    if site.exists():
        shutil.rmtree(site)
    site.mkdir(parents=True)
    # Each build stages its files in a folder of its own, so that builds of other copies of
    # the site (the tests build several, on two workers at once) never write over each other.
    WORK.mkdir(exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="staging-", dir=WORK))
    try:
        runtime_dir, fetched_gz = _assets_and_pages(specs, site, work, log)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    _embed_pages(specs, runtime_dir, site)
    (site / "index.html").write_text(
        render(
            "language-picker.html.j2",
            LANGUAGES,
            names={code: BY_CODE[code].name for code in LANGUAGES},
            runtime=runtime_dir,
            favicon="en/assets/images/favicon.png",
        ),
        encoding="utf-8",
    )
    csp.write_headers(site)
    csp.write_meta_policy(site)  # for hosts that send no headers (GitHub Pages)
    offline.write_manifest(site)
    try:
        compress.text_siblings(site)
    except compress.CompressError as error:
        raise BuildError(str(error)) from None
    offline.write_service_worker(site, offline.write_offline_lists(site, fetched_gz))
    log(f"· built {site} in {time.monotonic() - started:.1f} s")
    return site
