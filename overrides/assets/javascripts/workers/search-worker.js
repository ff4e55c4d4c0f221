// The site's search worker, in place of Material's (overrides/main.html names it in the
// page's config): it answers Material's messages (0: the index, 1: ready, 2: a query, 3: the
// results), so the search box keeps Material's look and keys, with our ranking
// (search-rank.js) and words (search-words.js). Its scripts come with the first message, the
// index, which the page sends only once search is reached for: a page that is only read never
// loads them. Lunr (for its Porter stemmer) and lunr-languages' stemmers come from Material's
// own files (config.rules.scripts, from search.py); Material's listener, which arrives with
// them, never hears a message: this one, registered first, stops each.


const SETUP = 0;
const READY = 1;
const QUERY = 2;
const RESULT = 3;
// The page the box is on (main.html puts its path after "#"): its game's sections come first.
const pagePath = decodeURIComponent(self.location.hash.slice(1));
let index = null;

function setup(data) {
  const rules = data.config.rules;
  importScripts.apply(null, ["search-words.js", "search-rank.js"].concat(rules.scripts));
  const analyser = new self.RulesSearchWords.Analyser(rules, self.lunr);
  index = new self.RulesSearchRank.Index(data.docs, analyser, rules.synonyms, rules.games);
  const games = new Set(
    data.docs.map((doc) => doc.game),
  );
  const head = pagePath.split("/")[0];
  // A calculator's page is its game's too (search.py: each document's game).
  const page = data.docs.find((doc) => doc.location === pagePath);
  index.here = games.has(head) ? head : page?.game || "";
}

function foundTerms(result) {
  const terms = new Set();
  result.found.forEach((f) => {
    f.terms.forEach((t) => {
      terms.add(t);
    });
  });
  return terms;
}

// Material's result: a list of groups, each a page's heading (its first item, a link with
// no "#") and the sections under it. Results of one page in a row share a heading; every
// section carries the same score as its heading, so Material folds none of them away.
function results(query) {
  const groups = [];
  index.search(query, index.here, 15).forEach((result) => {
    const doc = result.entry.doc;
    const page = doc.location.split("#")[0];
    let last = groups[groups.length - 1];
    if (!last || last.page !== page) {
      last = {
        page: page,
        items: [{ location: page, title: self.RulesSearchRank.escapeHtml(doc.page), text: "", score: result.score, terms: {} }],
      };
      groups.push(last);
    }
    const terms = {};
    result.found.forEach((f) => {
      terms[f.word] = f.matched;
    });
    const section = {
      location: doc.location,
      // The headings it stands under first: "Abbey › 3. Scoring", not a bare "3. Scoring".
      title: index.mark(doc.parents ? `${doc.parents} › ${doc.title}` : doc.title, foundTerms(result)),
      text: index.snippet(result),
      score: last.items[0].score,
      terms: terms,
    };
    if (doc.location.indexOf("#") < 0 && last.items.length === 1) {
      // The page's own opening text: the heading shows it (Material shows a heading's text
      // when no section follows it).
      last.items[0].text = section.text;
      last.items[0].terms = terms;
      return;
    }
    // A page's opening text after other sections of it links to the page's top.
    if (doc.location.indexOf("#") < 0) section.location = page + "#";
    last.items.push(section);
  });
  return {
    items: groups.map((group) => group.items),
  };
}

addEventListener("message", (event) => {
  event.stopImmediatePropagation();
  const message = event.data;
  if (message.type === SETUP) {
    setup(message.data);
    postMessage({ type: READY });
  } else if (message.type === QUERY) {
    let data;
    try {
      data = results(String(message.data));
    } catch (error) {
      console.warn("search:", error);
      data = { items: [] };
    }
    postMessage({ type: RESULT, data: data });
  }
});
