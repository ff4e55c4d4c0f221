// Entry point on pages without a calculator (rules, home, sources): only the offer to keep
// the language for offline use; the form's modules and the engine are not loaded here.
import { offerOffline, pageLanguage } from "./offline.js";

offerOffline(pageLanguage());
