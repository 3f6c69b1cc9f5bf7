import { EN_PREFIX } from "./paths";
import { LANGUAGE_STORAGE_KEY } from "./locales";

/**
 * Inline <head> script (its hash is allowed by the CSP): on a Japanese URL, a saved
 * "en" (exactly) replaces the location with the English page before anything is
 * painted. Any other saved value is ignored (spec section 4).
 */
export const LANGUAGE_REDIRECT_SCRIPT = `(function(){try{var p=location.pathname;if(p==="${EN_PREFIX}"||p.indexOf("${EN_PREFIX}/")===0)return;if(localStorage.getItem("${LANGUAGE_STORAGE_KEY}")==="en"){document.documentElement.style.visibility="hidden";location.replace("${EN_PREFIX}"+(p==="/"?"":p)+location.search+location.hash)}}catch(e){}})();`;
