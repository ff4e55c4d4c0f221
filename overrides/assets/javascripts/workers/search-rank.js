// The site's search ranking: every section of every page is a document (search.py at build
// time: plain text, footnotes with their section, one per glossary term), indexed in the
// worker with the analyser of search-words.js, and ranked for a query by
// - BM25 over the section's text (a word repeated in a long section counts less),
// - a heading word worth a little more than one in the text (not ~1000× as in Material's lunr:
//   a stray heading word beat the paragraph that answers), one in a heading the section stands
//   under a little less ("Abbey" above "3. Scoring"), and a word of the section's index
//   entries (players' words for its topic, search.py) as much as one in the text,
// - how many of the query's words the section has, squared (most words must be there),
// - the best sentence: a section that has the query's words in one sentence ranks higher,
// - the kind of page (the base rules first, a set-up page a little after them; variants, a quick
//   start's worked rounds, calculators, a glossary or the home page well after; search.py says
//   which), and the game being read.
// A query word also finds its players' words (search_words.toml) and, if it is long or being
// typed, the longer terms it starts.
((scope) => {
  

  const K1 = 1.2;
  // Length normalisation under BM25's usual 0.75: a long section (a list of buildings, a phase of
  // many steps) answers each of its rules no less than a short one; the best sentence counts too.
  const B = 0.6;
  const HEADING = 1.2; // a query word in the section's heading, in BM25 units of one in its text
  const PAGE = 0.3; // in the page's title
  const PARENT = 0.8; // in a heading the section stands under (search.py: parents)
  const TERMS = 1; // in the section's index entries (players' words for its topic)
  const PAGE_HEADING = 2; // × HEADING for the page's own title on its opening section
  const SYNONYM = 0.8; // a players' word for the rulebook's term
  const PREFIX = 0.4; // a longer term the query word starts (hradb → hradbam)
  const TYPING = 0.7; // … when it is the last word, still being typed
  const PREFIX_MIN = 5; // shorter words start too many others
  const AFFIXED = 0.5; // the same stem with a verbal prefix added, taken away or swapped
  const AFFIXED_MIN = 4; // the stem without its prefix: shorter ones make other words (вы+ход)
  const SENTENCE = 0.6; // all the query's words in one sentence: × 1.6
  const TITLED = 1; // a heading that is the query: × 2 (the section about it)
  const MOST_FACTOR = (1 + SENTENCE) * (1 + TITLED);
  const KIND = { rules: 1, setup: 0.8, variant: 0.5, example: 0.5, calculator: 0.25, glossary: 0.2, sources: 0.4, home: 0.3 };
  const HERE = 3; // a section of the game being read: a player on its pages means its rules
  // A query that names no game, asked where no game is read (the home page, the calculators'
  // page): when one game's best section scores DOMINANT × any other game's best, the query is
  // about that game (ranked as on its pages); otherwise, after the first LEAD results, each other
  // game's best section that scores at least SPREAD × the first ("who starts next round" has an
  // answer in every game: each game's is within reach, not only the first game's). That share is
  // of the scores before the page's kind: the kind orders a game's own sections (its rules before
  // its variants) but says nothing about which game is asked about (a question on combining
  // expansions, answered on a variant page, × 0.5, lost to another game's set-up section, × 0.8,
  // that held its words in unrelated sentences).
  const DOMINANT = 3;
  const LEAD = 2;
  const SPREAD = 0.5;
  const DEEP = 60; // sections looked at then: another game's best may be far below the first
  const SNIPPET = 240; // characters

  function sentences(text) {
    const out = [];
    text.split("\n").forEach((line) => {
      let start = 0;
      for (const end of line.matchAll(/[.!?…;:](?=\s+\S)/g)) {
        out.push(line.slice(start, end.index + 1));
        start = end.index + 1;
      }
      out.push(line.slice(start));
    });
    return out
      .map((s) => s.trim())
      .filter(Boolean);
  }

  function Index(docs, analyser, synonyms, games) {
    const df = new Map();
    let total = 0;
    this.analyser = analyser;
    this.entries = docs.map((doc) => {
      const text = new Map();
      let length = 0;
      const parts = sentences(doc.text).map((sentence) => {
        const terms = analyser.terms(sentence);
        terms.forEach((t) => {
          text.set(t, (text.get(t) || 0) + 1);
        });
        length += terms.length;
        return { text: sentence, terms: new Set(terms) };
      });
      const title = new Set(analyser.terms(doc.title));
      const page = new Set(analyser.terms(doc.page || ""));
      const parent = new Set(analyser.terms(doc.parents || ""));
      const indexed = new Set(analyser.terms(doc.terms || ""));
      const all = new Set([].concat(Array.from(text.keys()), Array.from(title), Array.from(page), Array.from(parent), Array.from(indexed)));
      all.forEach((t) => {
        df.set(t, (df.get(t) || 0) + 1);
      });
      total += length;
      return {
        doc: doc,
        opening: doc.location.indexOf("#") < 0 && doc.kind !== "glossary",
        text: text,
        title: title,
        page: page,
        parent: parent,
        indexed: indexed,
        all: all,
        length: length,
        sentences: parts,
      };
    });
    this.average = total / Math.max(1, this.entries.length) || 1;
    this.df = df;
    this.idfs = new Map();
    // Which sections hold each term.
    this.postings = new Map();
    this.entries.forEach((entry, i) => {
      entry.all.forEach((t) => {
        if (!this.postings.has(t)) this.postings.set(t, []);
        this.postings.get(t).push(i);
      });
    });
    this.vocabulary = Array.from(df.keys()).sort();
    // A players' word finds the other words of its group: one-word entries by their term.
    const groups = new Map();
    (synonyms || []).forEach((group) => {
      const phrases = group.map((phrase) => analyser.terms(phrase));
      phrases.forEach((phrase) => {
        if (phrase.length !== 1) return;
        const others = phrases.filter((other) => other.length && other.join(" ") !== phrase[0]);
        groups.set(phrase[0], (groups.get(phrase[0]) || []).concat(others));
      });
    });
    this.synonyms = groups;
    // The games' short names, term → game: "catan přístav" asks about Catan on any game's pages.
    this.names = new Map();
    Object.entries(games || {}).forEach(([slug, name]) => {
      analyser.terms(name).forEach((t) => {
        this.names.set(t, slug);
      });
    });
  }

  // The game a query names (by its name, or a players' name for it: Katan, Settlers), or "";
  // not a word still being typed ("ham" would be Hamburg and Hamburgum).
  Index.prototype.named = function (asked) {
    for (const q of asked) {
      for (const alt of q.alts) {
        const game = alt.terms.length === 1 && alt.weight >= SYNONYM && this.names.get(alt.terms[0]);
        if (game) return game;
      }
    }
    return "";
  };

  Index.prototype.idf = function (term) {
    let idf = this.idfs.get(term);
    if (idf === undefined) {
      const n = this.entries.length;
      const d = this.df.get(term) || 0;
      idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
      this.idfs.set(term, idf);
    }
    return idf;
  };

  // The terms longer than `term` that start with it, from the sorted vocabulary.
  Index.prototype.startingWith = function (term) {
    const words = this.vocabulary;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid] < term) lo = mid + 1;
      else hi = mid;
    }
    const out = [];
    for (let i = lo; i < words.length && words[i].startsWith(term) && out.length < 20; i++) {
      if (words[i] !== term) out.push(words[i]);
    }
    return out;
  };

  // The index's terms that are `term` with a verbal prefix added, taken away or swapped
  // (кончил → закончил, vyhodnok → hodnok, подсчита → насчита): the languages' verbs make
  // their other aspect with a prefix, and players use the one the rules do not.
  Index.prototype.affixed = function (term) {
    const prefixes = this.analyser.prefixes;
    const bare = [term];
    prefixes.forEach((p) => {
      if (term.startsWith(p)) bare.push(term.slice(p.length));
    });
    const out = new Set();
    bare.forEach((stem) => {
      if (stem.length < AFFIXED_MIN) return;
      if (stem !== term && this.df.has(stem)) out.add(stem);
      prefixes.forEach((p) => {
        if (p + stem !== term && this.df.has(p + stem)) out.add(p + stem);
      });
    });
    return Array.from(out);
  };

  // Each query word's alternatives: [{terms: [...], weight}]; a phrase needs all its terms.
  Index.prototype.alternatives = function (words, typing) {
    return words.map((word, i) => {
      const alts = [{ terms: [word.term], weight: 1 }];
      this.analyser.readings(word).forEach((other) => {
        if (this.df.has(other)) alts.push({ terms: [other], weight: 1 });
      });
      (this.synonyms.get(word.term) || []).forEach((phrase) => {
        alts.push({ terms: phrase, weight: SYNONYM });
      });
      this.affixed(word.term).forEach((other) => {
        alts.push({ terms: [other], weight: AFFIXED });
      });
      // The word being typed: the terms that start with what is typed so far (the index holds
      // stems, so a finished word is found by its stem above, and "моря" does not reach "морск").
      const last = typing && i === words.length - 1;
      if (last && word.folded.length >= 2) {
        this.startingWith(word.folded).forEach((longer) => {
          alts.push({ terms: [longer], weight: TYPING });
        });
      }
      if (word.term.length >= PREFIX_MIN) {
        this.startingWith(word.term).forEach((longer) => {
          alts.push({ terms: [longer], weight: PREFIX });
        });
      }
      return { word: word.word, alts: alts };
    });
  };

  Index.prototype.termScore = function (entry, term) {
    const tf = entry.text.get(term) || 0;
    const norm = K1 * (1 - B + (B * entry.length) / this.average);
    const body = tf ? (tf * (K1 + 1)) / (tf + norm) : 0;
    const heading = entry.title.has(term) ? (entry.opening ? PAGE_HEADING * HEADING : HEADING) : 0;
    const page = entry.page.has(term) ? PAGE : 0;
    const parent = entry.parent.has(term) ? PARENT : 0;
    const indexed = entry.indexed.has(term) ? TERMS : 0;
    return this.idf(term) * (body + heading + page + parent + indexed);
  };

  // × 1 to 1 + SENTENCE: the sentence with the most query words (the words of a heading and of
  // the index entries and of the headings above, which name the whole section, count in each sentence).
  Index.prototype.sentenceFactor = (entry, hit, n) => {
    const whole = (t) => entry.title.has(t) || entry.parent.has(t) || entry.indexed.has(t);
    let best = hit.filter((h) => h.terms.some(whole)).length;
    entry.sentences.forEach((sentence) => {
      let k = 0;
      hit.forEach((h) => {
        if (h.terms.some((t) => sentence.terms.has(t) || whole(t))) k += 1;
      });
      if (k > best) best = k;
    });
    return 1 + (SENTENCE * best) / n;
  };

  // × 1 to 1 + TITLED: how much of the heading the query's words make up, times how much of
  // the query the heading holds (a heading with one word of a long question is not its
  // answer); a glossary row's heading is the term itself: no more than its translation.
  Index.prototype.headingFactor = (entry, hit) => {
    if (!entry.title.size || entry.doc.kind === "glossary") return 1;
    let titled = 0;
    entry.title.forEach((t) => {
      if (hit.some((h) => h.terms.includes(t))) titled += 1;
    });
    const share = titled / entry.title.size;
    const asked = hit.filter((h) => h.terms.some((t) => entry.title.has(t))).length / hit.length;
    return 1 + TITLED * share * asked;
  };

  // The ranked sections for `query`: [{entry, score, found: [{word, matched, terms}]}].
  // Only the sections that hold one of the query's terms are looked at (the postings).
  Index.prototype.search = function (query, reading, limit) {
    const words = this.analyser.query(query);
    if (!words.length) return [];
    const asked = this.alternatives(words, !/\s$/.test(query));
    const n = asked.length;
    const here = this.named(asked) || reading; // the game asked about: the one named, or being read
    // Per section: for each query word, its best score and the terms that found it.
    const hits = new Map();
    asked.forEach((q, w) => {
      q.alts.forEach((alt) => {
        const [first, ...rest] = alt.terms;
        (this.postings.get(first) || []).forEach((i) => {
          const entry = this.entries[i];
          if (!rest.every((t) => entry.all.has(t))) return;
          let score = 0;
          alt.terms.forEach((t) => {
            score += this.termScore(entry, t);
          });
          score = (alt.weight * score) / alt.terms.length;
          let hit = hits.get(i);
          if (!hit) {
            hit = asked.map(() => ({ best: 0, terms: [] }));
            hits.set(i, hit);
          }
          hit[w].terms.push(...alt.terms);
          if (score > hit[w].best) hit[w].best = score;
        });
      });
    });
    // First what the postings give (the words' scores, their share, the page's kind and game);
    // then, best first, the sentence and heading factors (together at most MOST_FACTOR), until
    // no section left could enter the first `limit`.
    const base = [];
    hits.forEach((hit, i) => {
      const entry = this.entries[i];
      let sum = 0;
      let matched = 0;
      hit.forEach((h) => {
        sum += h.best;
        if (h.best > 0) matched += 1;
      });
      const coverage = matched / n;
      const score =
        sum * coverage * coverage * (KIND[entry.doc.kind] || 1) * (here && entry.doc.game === here ? HERE : 1);
      base.push({ i: i, hit: hit, score: score, coverage: coverage });
    });
    base.sort((a, b) => b.score - a.score);
    const keep = here ? limit || 30 : Math.max(limit || 30, DEEP);
    const results = [];
    let floor = 0;
    for (const { i, hit, score, coverage } of base) {
      if (results.length >= keep && score * MOST_FACTOR < floor) break;
      const entry = this.entries[i];
      const factor = this.sentenceFactor(entry, hit, n) * this.headingFactor(entry, hit);
      const found = hit.map((h, w) => ({ word: asked[w].word, matched: h.best > 0, terms: h.terms }));
      results.push({ entry: entry, score: score * factor, coverage: coverage, found: found });
      if (results.length >= keep) {
        floor = results
          .map((r) => r.score)
          .sort((a, b) => b - a)[keep - 1];
      }
    }
    results.sort((a, b) => b.score - a.score);
    if (here) {
      // The game being read first: its sections with as many of the query's words as the best,
      // or one fewer in a query of two or more (a player on a game's pages asks about that game:
      // another game's section that happens to hold every word is rarely the answer; "kdo začíná
      // hru" on Hamburg's pages is Hamburg's start, not Catan's section that also says "hra").
      const most = Math.max(...results.map((r) => r.coverage));
      const slack = n >= 2 ? 1 / n : 0;
      const ours = (r) => r.entry.doc.game === here && r.coverage >= most - slack - 1e-9;
      results.sort((a, b) => ours(b) - ours(a));
      return results.slice(0, limit || 30);
    }
    const lead = leading(results);
    if (lead) return this.search(query, lead, limit);
    return spread(results, limit || 30);
  };

  // The game whose best section scores DOMINANT × any other game's best, or "".
  function leading(results) {
    const best = new Map();
    results.forEach((r) => {
      const game = r.entry.doc.game;
      if (game && !best.has(game)) best.set(game, r.score);
    });
    const [first, second] = Array.from(best.entries());
    if (!first) return "";
    return !second || first[1] >= DOMINANT * second[1] ? first[0] : "";
  }

  // The first LEAD results, each other game's best (SPREAD, above), best first, then the rest.
  function spread(results, limit) {
    if (!results.length) return results;
    const words = (r) => r.score / (KIND[r.entry.doc.kind] || 1); // the score before the kind
    const lead = results.slice(0, LEAD);
    const seen = new Set(lead.map((r) => r.entry.doc.game));
    const bests = [];
    results.forEach((r) => {
      const game = r.entry.doc.game;
      if (game && !seen.has(game)) {
        seen.add(game);
        if (words(r) >= SPREAD * words(results[0])) bests.push(r);
      }
    });
    const first = new Set(lead.concat(bests));
    return lead.concat(bests, results.filter((r) => !first.has(r))).slice(0, limit);
  }

  function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
  }

  // `text` escaped, with the words whose term is in `terms` marked.
  Index.prototype.mark = function (text, terms) {
    let out = "";
    let at = 0;
    this.analyser.tokens(text).forEach((token) => {
      if (token.term !== null && terms.has(token.term)) {
        out += escapeHtml(text.slice(at, token.start)) + "<mark>" + escapeHtml(token.word) + "</mark>";
        at = token.end;
      }
    });
    return out + escapeHtml(text.slice(at));
  };

  // The sentence that answers: the one with the most of the found terms, marked, cut to size.
  Index.prototype.snippet = function (result) {
    const terms = new Set();
    result.found.forEach((f) => {
      f.terms.forEach((t) => {
        terms.add(t);
      });
    });
    const parts = result.entry.sentences;
    if (!parts.length) return "";
    let best = 0;
    let bestCount = -1;
    parts.forEach((sentence, i) => {
      let n = 0;
      sentence.terms.forEach((t) => {
        if (terms.has(t)) n += 1;
      });
      if (n > bestCount) {
        best = i;
        bestCount = n;
      }
    });
    let text = parts[best].text;
    if (text.length < SNIPPET / 2 && parts[best + 1]) text += " " + parts[best + 1].text;
    if (text.length > SNIPPET) {
      const first = this.analyser.tokens(text).find((token) => token.term !== null && terms.has(token.term));
      const start = first ? Math.max(0, first.start - SNIPPET / 3) : 0;
      text = (start > 0 ? "…" : "") + text.slice(start, start + SNIPPET).trim() + "…";
    }
    return this.mark(text, terms);
  };

  scope.RulesSearchRank = { Index: Index, escapeHtml: escapeHtml, sentences: sentences };
})(typeof self !== "undefined" ? self : globalThis);
