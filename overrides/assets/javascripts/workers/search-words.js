// The words of the site's search, one implementation for both sides: the index the worker
// builds from the pages' text and every query go through the same analyser, so a word form
// in a query meets the same form in the rules. Per language (the index's config.rules, from
// engine/languages.py): lower case; accents folded (Czech typed without diacritics meets
// the rules' Czech) or ё → е; the stop words dropped; the ordinal words first to tenth read
// as their digits ("5th", "5-я", "пятой", "pátá"); then the stemmer: lunr's Porter stemmer
// (English), lunr-languages' Snowball (Russian), or the light Czech stemmer below.
((scope) => {
  

  // A word, or a number with an attached ordinal ending ("5-я", "2-го", "5th", "3. "), or a
  // currency sign: the rules write prices as "10 £", which players ask about as money
  // (search_words.toml puts the sign with the words for money).
  const WORD = /\d+(?:-\p{L}{1,3}|st|nd|rd|th|\.(?=\s))?(?![\p{L}\p{N}])|[\p{L}\p{N}]+|\p{Sc}/gu;
  const NUMBER = /^(\d+)(.*)$/;
  // How each language writes an ordinal in digits: 5th, "5. část", 5-я. Such a number, and the
  // ordinal words, search as "#5"; a bare number (2:1, 2 VP) stays "2" and does not meet them.
  const ORDINAL_MARK = { en: /^(st|nd|rd|th)$/, cs: /^\.$/, ru: /^-/ };

  function fold(word) {
    return word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
  }

  function foldRussian(word) {
    // Only ё loses its dots: й must stay й (NFD would take its breve away too).
    return word.toLowerCase().replace(/ё/g, "е");
  }

  // Czech has no stemmer in lunr-languages or Snowball, so a light one of our own: the case
  // and number endings of nouns and adjectives (folded, longest first), a noun's -ov- left
  // by them (budovy → budov, as budova → bud), then the "mobile e" of genitive plurals
  // (hradeb → hradb, as hradby), the two commonest softened final consonants (ruce → ruk as
  // ruka, noze → noh as noha) and the long ů of a short stem that is o in the other forms
  // (vůz → voz as vozu, dům → dom as domu; folded, ů is u). Verbs first: a word with a verb's
  // ending (infinitive -it/-at/-ět/-out, plural -áme/-íme/-ají, past -ali/-alo/-ili/-ilo) loses
  // it, so zaplatit, zaplatí and zaplatili meet, and stavět meets staví, utrácet utrácí (but not
  // -očet, -učet: the nouns počet, součet, výpočet keep meeting součtu); after an a-ending, the
  // imperfective -áv-/-ív-/-ýv- goes too (prodávat, prodávají → prod as prodat, prodá), and ou
  // is u (koupit → kup as kupovat). Endings nouns and adjectives share (-ala, -aly: katedrála;
  // -ite: okamžité; -eji: prodeji; bare -ává: sestava) are left to the case endings. A wrong stem only
  // matters where two different words meet, and both sides make the same one
  // (tests/js/search-words.test.mjs has the table of forms that must meet and words that must
  // stay apart).
  const CS_ENDINGS = [
    "ovani", "ovymi", "ovych", "atech", "ovym", "ovou", "etem", "atum", "ovat",
    "eni", "ani", "ami", "emi", "imi", "ymi", "ach", "ech", "ich", "ych", "eho", "iho", "emu",
    "imu", "ove", "ovi", "ova", "ovo", "uje", "uji",
    "ou", "em", "om", "um", "im", "ym", "es",
    "a", "e", "i", "o", "u", "y",
  ];
  const CS_MIN = 3;
  const VOWEL = /[aeiouy]/;

  const CS_VERB = /^(.{4,}?)(it|at|(?<![ou]c)et|out|ame|ime|aji|ali|alo|ili|ilo)$/;
  const CS_IMPERFECTIVE = /^(.{3,}?)[aiy]v$/;
  // Nouns and numerals whose nominative ends like an infinitive (-at, -it, -et): they keep it, to
  // meet their other cases (automatu → automat, dvaceti → dvacet). The rulebooks' Czech has market.
  const CS_NOT_VERBS = new Set([
    "automat", "certifikat", "deficit", "diplomat", "format", "kabat", "kandidat", "kredit",
    "limit", "market", "profit", "soldat", "dvacet", "tricet", "ctyricet", "padesat", "sedesat",
    "sedmdesat", "osmdesat", "devadesat",
  ]);

  function czechStem(word) {
    let w = word;
    const verb = !CS_NOT_VERBS.has(w) && CS_VERB.exec(w);
    if (verb) {
      w = verb[1];
      const aspect = verb[2][0] === "a" && CS_IMPERFECTIVE.exec(w);
      if (aspect) w = aspect[1];
    }
    let ending = "";
    for (let i = 0; !verb && i < CS_ENDINGS.length; i++) {
      const end = CS_ENDINGS[i];
      if (w.length - end.length >= CS_MIN && w.endsWith(end)) {
        w = w.slice(0, -end.length);
        ending = end;
        break;
      }
    }
    const ov = w.length - 2 >= CS_MIN && w.endsWith("ov");
    if (ov) w = w.slice(0, -2);
    // The u of a stem that lost -ov- (budova → bud) or was ou (koupit → kup) is no ů: it stays u
    // (as bod it met every "bod" of the rules).
    const noLongU = ov || ending.startsWith("ov") || w.includes("ou");
    w = w.replace(/ou/g, "u");
    const n = w.length;
    if (n >= 5 && w[n - 2] === "e" && !VOWEL.test(w[n - 1]) && !VOWEL.test(w[n - 3])) {
      w = w.slice(0, n - 2) + w[n - 1];
    }
    if (w.length >= CS_MIN) w = w.replace(/c$/, "k");
    if (w.length > CS_MIN) w = w.replace(/z$/, "h");
    if (w.length <= 4 && !noLongU) w = w.replace(/u([^aeiouy])$/, "o$1");
    return w;
  }

  // Snowball leaves a Russian word's fleeting vowel and soft sign in some forms only (деньги
  // деньг / денег денег, церковь церков / церкви церкв): both come out without them.
  const RU_FLEETING = /([^аеиоуыэюяй])[ео]([^аеиоуыэюяй])$/;
  // It also leaves a verb's theme vowel, so the two aspects stay apart (получать получа /
  // получить получ): the imperfective -ыва-/-ива- and -ва- go (показывать → показ as
  // показать, продавать → прода as продать), then a final а/я of a stem of four letters or
  // more (горя, from горящий, stays: гор is горы), and the жд that д becomes in the imperfective
  // (побеждать → побед as победа; Church Slavonic alternation, no other source). The 1st person's
  // other alternations (хожу/ходить, плачу/платить: ж, ч, ш, щ from д, т, с, ст, and from г, к, х
  // as well) are left: one rule for them would merge other words (вода and воз, плач and плат),
  // and players ask with the infinitive or the 3rd person.
  const RU_IMPERFECTIVE = /^(.{3,}?)(?:ыва|ива)$/;
  const RU_VA = /^(.{2,}?[ауе])ва$/;
  const RU_THEME = /^(.{4,}?)[ая]$/;

  function russianAspect(stem) {
    const long = RU_IMPERFECTIVE.exec(stem);
    if (long) return long[1];
    let s = stem;
    const va = RU_VA.exec(s);
    if (va) s = va[1];
    const theme = RU_THEME.exec(s);
    if (theme) s = theme[1];
    return s.replace(/жд$/, "д");
  }

  function russianStem(step) {
    return (word) => {
      const stem = russianAspect(step(word).replace(/ь/g, ""));
      return stem.length >= 4 ? stem.replace(RU_FLEETING, "$1$2") : stem;
    };
  }

  function stemmerFor(name, lang, lunr) {
    if (name === "light") return czechStem;
    const step = name === "porter" ? lunr.stemmer : lunr[lang].stemmer;
    const snowball = (word) => step(new lunr.Token(word, {})).toString();
    return lang === "ru" ? russianStem(snowball) : snowball;
  }

  // rules: the index's config.rules (search.py): lang, stemmer, stop_words, ordinals, prefixes.
  function Analyser(rules, lunr) {
    const lang = rules.lang;
    this.prefixes = rules.prefixes || [];
    const foldWord = lang === "ru" ? foldRussian : fold;
    const stem = stemmerFor(rules.stemmer, lang, lunr);
    const stops = new Set(rules.stop_words.map(foldWord));
    const cache = new Map();
    const ordinals = new Map();
    const ordinalMark = ORDINAL_MARK[lang];

    function termOf(folded) {
      const known = cache.get(folded);
      if (known !== undefined) return known;
      const number = NUMBER.exec(folded);
      let term;
      if (number) term = ordinalMark?.test(number[2]) ? `#${number[1]}` : number[1];
      else term = ordinals.get(stem(folded)) || stem(folded);
      cache.set(folded, term);
      return term;
    }
    rules.ordinals.forEach((word, i) => {
      ordinals.set(stem(foldWord(word)), `#${i + 1}`);
    });

    // A word as written → its term (null for a stop word): the pages repeat their words. A
    // word in capitals is an abbreviation, never a stop word: Russian's ПО (victory points)
    // is no по.
    const seen = new Map();
    const CAPITALS = /^\p{Lu}{2,}$/u;
    function wordTerm(word) {
      let term = seen.get(word);
      if (term === undefined) {
        const folded = foldWord(word);
        term = stops.has(folded) && !CAPITALS.test(word) ? null : termOf(folded);
        seen.set(word, term);
      }
      return term;
    }

    // Every word of `text` with where it is: {start, end, word, term}.
    this.tokens = (text) => {
      const out = [];
      for (const match of String(text).matchAll(WORD)) {
        out.push({ start: match.index, end: match.index + match[0].length, word: match[0], term: wordTerm(match[0]) });
      }
      return out;
    };

    // The terms of `text` that search (stop words left out).
    this.terms = function (text) {
      return this.tokens(text)
        .map((token) => token.term)
        .filter(Boolean);
    };

    // A query word's other readings, where its ending belongs to two words: to Snowball a Russian
    // -ую is an adjective's (новую нов), but it is also the accusative of a noun in -уя (статую,
    // стату as статуя): the query looks for that noun as well.
    this.readings = (token) => {
      if (lang !== "ru" || !/[^аеиоуыэюяй]ую$/.test(token.folded)) return [];
      const noun = termOf(`${token.folded.slice(0, -2)}уя`);
      return noun && noun !== token.term ? [noun] : [];
    };

    // A query's words: [{word, folded, term}], stop words left out unless the query is
    // nothing else.
    this.query = function (text) {
      const tokens = this.tokens(text).map((token) => ({ ...token, folded: foldWord(token.word) }));
      let kept = tokens.filter((token) => token.term !== null);
      if (!kept.length) {
        kept = tokens.map((token) => ({ ...token, term: termOf(token.folded) }));
      }
      const seen = new Set();
      return kept.filter((token) => {
        if (seen.has(token.term)) return false;
        seen.add(token.term);
        return true;
      });
    };
  }

  scope.RulesSearchWords = { Analyser: Analyser, czechStem: czechStem, fold: fold };
})(typeof self !== "undefined" ? self : globalThis);
