/**
 * Mixed-script detection of Unicode TS #39 (§5.1, §5.2), on the engine's own Unicode data: `\p{scx=…}` regular
 * expressions give each character's Script_Extensions, so no table ships with the app.
 */

/**
 * Every ISO 15924 script code the Script_Extensions property takes (Unicode 17), less Common (Zyyy), Inherited
 * (Zinh), Unknown (Zzzz) and the aliases Qaac/Qaai. A code the engine does not know (an older browser) is skipped:
 * its characters are then not letters to that engine either.
 */
const SCRIPT_CODES = (
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari ' +
  'Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth ' +
  'Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr ' +
  'Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend ' +
  'Merc Mero Miao Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya ' +
  'Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd ' +
  'Sidt Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg ' +
  'Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb'
).split(' ');

/** TS #39's augmented script sets: Han, kana and Hangul also count as the writing systems they belong to. */
const AUGMENTED: Record<string, readonly string[]> = {
  Hani: ['Hanb', 'Jpan', 'Kore'],
  Hira: ['Jpan'],
  Kana: ['Jpan'],
  Hang: ['Kore'],
  Bopo: ['Hanb'],
};

/** Characters of every script: Common (digits, `_ @ + -`) and Inherited. */
const ANY_SCRIPT = /^[\p{scx=Zyyy}\p{scx=Zinh}]$/u;
/** The usual name, decided without the table: Latin letters with Common characters. */
const LATIN_OR_COMMON = /^[\p{scx=Latn}\p{scx=Zyyy}\p{scx=Zinh}]*$/u;

let patterns: Array<[string, RegExp]> | undefined;

function scriptPatterns(): Array<[string, RegExp]> {
  if (!patterns) {
    patterns = [];
    for (const code of SCRIPT_CODES) {
      try {
        patterns.push([code, new RegExp(`\\p{scx=${code}}`, 'u')]);
      } catch {
        // Unknown to this engine's Unicode version.
      }
    }
  }
  return patterns;
}

/** A character's augmented Script_Extensions; null for Common and Inherited (they go with any script). */
function scriptsOf(char: string): Set<string> | null {
  if (ANY_SCRIPT.test(char)) return null;
  const scripts = new Set<string>();
  for (const [code, pattern] of scriptPatterns()) {
    if (!pattern.test(char)) continue;
    scripts.add(code);
    for (const extra of AUGMENTED[code] ?? []) scripts.add(extra);
  }
  return scripts;
}

function intersect(a: Set<string> | null, b: Set<string>): Set<string> {
  return a === null ? b : new Set([...a].filter((code) => b.has(code)));
}

/**
 * The resolved script set of TS #39 §5.1: the scripts every character belongs to (null: only Common or Inherited
 * characters). `skip` leaves characters out, as §5.2 does with Latin.
 */
function resolvedScripts(chars: string[], skip?: (scripts: Set<string>) => boolean): Set<string> | null {
  let resolved: Set<string> | null = null;
  for (const char of chars) {
    const scripts = scriptsOf(char);
    if (scripts === null || skip?.(scripts)) continue;
    resolved = intersect(resolved, scripts);
  }
  return resolved;
}

/**
 * Whether a name fails TS #39's "Highly Restrictive" level: it is not single-script, and not Latin with one East
 * Asian writing system either (Latin + Han + Hiragana + Katakana, Latin + Han + Bopomofo, Latin + Han + Hangul).
 * So `bоb` (a Cyrillic о) and Latin with Greek are mixed; 田中たろう, kim김 and tanaka田中 are not.
 */
export function isMixedScript(text: string): boolean {
  if (LATIN_OR_COMMON.test(text)) return false;
  const chars = [...text];
  const all = resolvedScripts(chars);
  if (all === null || all.size > 0) return false;
  const withoutLatin = resolvedScripts(chars, (scripts) => scripts.has('Latn'));
  return !['Jpan', 'Hanb', 'Kore'].some((system) => withoutLatin?.has(system));
}
