// Word normalisation for Czech and Russian search, used both when the index is built
// (lunr.cs / lunr.ru plugins) and on each query (search-l10n.js), so both sides agree:
// lower case, no diacritics (Czech) or ё → е (Russian), and a light suffix stemmer that
// maps the common case endings of nouns and adjectives onto one stem.
(function (scope) {
  "use strict";
  var MIN_STEM = 3;
  // Folded (accent-free) Czech endings, longest first.
  var CS_SUFFIXES = [
    "ovani", "enim", "ovych", "ovym", "ovymi", "ickem",
    "ami", "emi", "ach", "ech", "ich", "ych", "ymi", "imi", "eho", "emu", "ove", "ovi", "ova", "ovo",
    "ou", "em", "om", "um", "im", "ym", "es", "ni", "ne", "ta", "ty",
    "a", "e", "i", "o", "u", "y",
  ];
  var RU_SUFFIXES = [
    "иями", "ями", "ами", "иях", "ого", "его", "ому", "ему", "ыми", "ими", "ией",
    "ах", "ях", "ов", "ев", "ей", "ой", "ом", "ем", "ам", "ям", "ую", "юю", "ая", "яя",
    "ое", "ее", "ые", "ие", "ый", "ий", "ия", "ию", "ть", "ет", "ит", "ут", "ют", "ат", "ят",
    "а", "я", "о", "е", "ы", "и", "у", "ю", "ь", "й",
  ];
  var EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

  function strip(word, suffixes) {
    for (var i = 0; i < suffixes.length; i++) {
      var s = suffixes[i];
      if (word.length - s.length >= MIN_STEM && word.slice(-s.length) === s) {
        return word.slice(0, -s.length);
      }
    }
    return word;
  }

  // The languages with rules here are those engine/languages.py marks `normalise`.
  var RULES = {
    cs: {
      fold: function (w) {
        return w.normalize("NFD").replace(/\p{M}/gu, "");
      },
      suffixes: CS_SUFFIXES,
    },
    ru: {
      fold: function (w) {
        return w.replace(/ё/g, "е");
      },
      suffixes: RU_SUFFIXES,
    },
  };

  function normalise(lang, word) {
    var w = String(word).toLowerCase().replace(EDGES, "");
    var rules = Object.prototype.hasOwnProperty.call(RULES, lang) ? RULES[lang] : null;
    return rules ? strip(rules.fold(w), rules.suffixes) : w;
  }

  // Normalise the words of a lunr query, keeping its operators (+ - * ~ ^ :).
  function normaliseQuery(lang, query) {
    if (!Object.prototype.hasOwnProperty.call(RULES, lang)) return query;
    return String(query).replace(/[\p{L}\p{N}]+/gu, function (word) {
      return normalise(lang, word);
    });
  }

  // Defines lunr[lang] for Material's worker (which then calls this.use(lunr[lang])): tokens
  // are normalised; queries arrive already normalised, so the search pipeline is empty.
  function registerLunr(lang) {
    var lunr = scope.lunr;
    function normaliser(token) {
      return token.update(function (word) {
        return normalise(lang, word);
      });
    }
    lunr.Pipeline.registerFunction(normaliser, "rules-normalise-" + lang);
    lunr[lang] = function () {
      this.pipeline.reset();
      this.pipeline.add(normaliser);
      this.searchPipeline.reset();
    };
  }

  scope.RulesSearch = {
    languages: Object.keys(RULES),
    normalise: normalise,
    normaliseQuery: normaliseQuery,
    registerLunr: registerLunr,
  };
})(typeof self !== "undefined" ? self : this);
