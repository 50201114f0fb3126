// The few words the offline engine writes itself, per output language: outline questions, section
// descriptions, joins in titles and search-query modifiers. The paper's sentences are never written here:
// they are all sentences of the sources.
import type { Language } from "../../text/language";

export interface Wording {
  /** Question templates: {p} is a key phrase of the section, {t} the topic of the paper. */
  questions: string[];
  /** Description of a section: {list} is a list of its key phrases. */
  description: string;
  and: string;
  listSeparator: string;
  /** Separates a title from its subtitle. */
  colon: string;
  /** Words that make a search query fit a search type, when a query would otherwise repeat. */
  modifiers: { web: string; news: string; scholar: string };
  /** Generic aspects of a topic, for outlines with too little material. */
  aspects: string[];
}

const WORDING: Record<Language, Wording> = {
  en: {
    questions: [
      "What do the sources say about {p}?",
      "What are the key facts about {p}?",
      "What should a reader know about {p}?",
      "Which details of {p} matter most?",
      "What is known about {p}?",
    ],
    description: "Covers {list}.",
    and: "and",
    listSeparator: ", ",
    colon: ": ",
    modifiers: { web: "overview", news: "news", scholar: "research" },
    aspects: ["Background", "Key Facts", "Impact", "Responses", "Outlook", "Context", "Timeline"],
  },
  zh: {
    questions: [
      "资料中关于{p}有哪些信息？",
      "{p}与{t}有何关联？",
      "关于{p}的关键事实有哪些？",
      "{p}对{t}为何重要？",
      "目前对{p}了解多少？",
    ],
    description: "本节介绍{list}。",
    and: "和",
    listSeparator: "、",
    colon: "：",
    modifiers: { web: "概述", news: "新闻", scholar: "研究" },
    aspects: ["背景", "关键事实", "影响", "应对", "展望", "相关情况", "时间线"],
  },
  ja: {
    questions: [
      "{p}について資料は何を伝えているか？",
      "{p}は{t}とどう関係しているか？",
      "{p}に関する主な事実は何か？",
      "{t}にとって{p}はなぜ重要か？",
      "{p}について何が知られているか？",
    ],
    description: "この節では{list}を扱う。",
    and: "と",
    listSeparator: "、",
    colon: "：",
    modifiers: { web: "概要", news: "ニュース", scholar: "研究" },
    aspects: ["背景", "主な事実", "影響", "対応", "展望", "状況", "経緯"],
  },
  hi: {
    questions: [
      "{p} के बारे में स्रोत क्या बताते हैं?",
      "{p} का {t} से क्या संबंध है?",
      "{p} से जुड़े मुख्य तथ्य क्या हैं?",
      "{t} के लिए {p} क्यों महत्वपूर्ण है?",
      "{p} के बारे में क्या ज्ञात है?",
    ],
    description: "इस खंड में {list} शामिल हैं।",
    and: "और",
    listSeparator: ", ",
    colon: ": ",
    modifiers: { web: "अवलोकन", news: "समाचार", scholar: "शोध" },
    aspects: ["पृष्ठभूमि", "मुख्य तथ्य", "प्रभाव", "प्रतिक्रियाएँ", "भविष्य", "संदर्भ", "समयरेखा"],
  },
  mr: {
    questions: [
      "{p} बद्दल स्रोत काय सांगतात?",
      "{p} चा {t} शी काय संबंध आहे?",
      "{p} विषयी मुख्य तथ्ये कोणती आहेत?",
      "{t} साठी {p} का महत्त्वाचे आहे?",
      "{p} बद्दल काय माहिती आहे?",
    ],
    description: "या विभागात {list} यांचा समावेश आहे.",
    and: "आणि",
    listSeparator: ", ",
    colon: ": ",
    modifiers: { web: "आढावा", news: "बातम्या", scholar: "संशोधन" },
    aspects: ["पार्श्वभूमी", "मुख्य तथ्ये", "परिणाम", "प्रतिसाद", "भवितव्य", "संदर्भ", "कालक्रम"],
  },
  bn: {
    questions: [
      "{p} সম্পর্কে উৎসগুলো কী বলে?",
      "{t}-এর সঙ্গে {p}-এর সম্পর্ক কী?",
      "{p} সম্পর্কে মূল তথ্যগুলো কী?",
      "{t}-এর জন্য {p} কেন গুরুত্বপূর্ণ?",
      "{p} সম্পর্কে কী জানা যায়?",
    ],
    description: "এই অংশে {list} আলোচনা করা হয়েছে।",
    and: "ও",
    listSeparator: ", ",
    colon: ": ",
    modifiers: { web: "সংক্ষিপ্ত বিবরণ", news: "সংবাদ", scholar: "গবেষণা" },
    aspects: ["পটভূমি", "মূল তথ্য", "প্রভাব", "প্রতিক্রিয়া", "ভবিষ্যৎ", "প্রেক্ষাপট", "সময়রেখা"],
  },
  ur: {
    questions: [
      "{p} کے بارے میں ذرائع کیا بتاتے ہیں؟",
      "{p} کا {t} سے کیا تعلق ہے؟",
      "{p} کے بارے میں اہم حقائق کیا ہیں؟",
      "{t} کے لیے {p} کیوں اہم ہے؟",
      "{p} کے بارے میں کیا معلوم ہے؟",
    ],
    description: "اس حصے میں {list} کا احاطہ کیا گیا ہے۔",
    and: "اور",
    listSeparator: "، ",
    colon: ": ",
    modifiers: { web: "جائزہ", news: "خبریں", scholar: "تحقیق" },
    aspects: ["پس منظر", "اہم حقائق", "اثرات", "ردعمل", "مستقبل", "سیاق و سباق", "ٹائم لائن"],
  },
  ar: {
    questions: [
      "ماذا تقول المصادر عن {p}؟",
      "ما علاقة {p} بـ{t}؟",
      "ما أهم الحقائق حول {p}؟",
      "لماذا يهم {p} بالنسبة إلى {t}؟",
      "ما المعروف عن {p}؟",
    ],
    description: "يتناول هذا القسم {list}.",
    and: "و",
    listSeparator: "، ",
    colon: ": ",
    modifiers: { web: "نظرة عامة", news: "أخبار", scholar: "بحث" },
    aspects: ["الخلفية", "الحقائق الرئيسية", "التأثير", "الاستجابات", "الآفاق", "السياق", "التسلسل الزمني"],
  },
  ru: {
    questions: [
      "Что сообщают источники о теме «{p}»?",
      "Как «{p}» связано с темой «{t}»?",
      "Каковы ключевые факты о «{p}»?",
      "Почему «{p}» важно для темы «{t}»?",
      "Что известно о «{p}»?",
    ],
    description: "Раздел охватывает: {list}.",
    and: "и",
    listSeparator: ", ",
    colon: ": ",
    modifiers: { web: "обзор", news: "новости", scholar: "исследования" },
    aspects: [
      "Предыстория",
      "Ключевые факты",
      "Последствия",
      "Реакция",
      "Перспективы",
      "Контекст",
      "Хронология",
    ],
  },
  es: {
    questions: [
      "¿Qué dicen las fuentes sobre {p}?",
      "¿Qué relación tiene {p} con {t}?",
      "¿Cuáles son los datos clave sobre {p}?",
      "¿Por qué es importante {p} para {t}?",
      "¿Qué se sabe de {p}?",
    ],
    description: "Esta sección trata: {list}.",
    and: "y",
    listSeparator: ", ",
    colon: ": ",
    modifiers: { web: "panorama", news: "noticias", scholar: "investigación" },
    aspects: [
      "Antecedentes",
      "Datos clave",
      "Impacto",
      "Respuestas",
      "Perspectivas",
      "Contexto",
      "Cronología",
    ],
  },
  fr: {
    questions: [
      "Que disent les sources sur {p} ?",
      "Quel est le lien entre {p} et {t} ?",
      "Quels sont les faits essentiels concernant {p} ?",
      "Quelle est l'importance de {p} pour {t} ?",
      "Que sait-on de {p} ?",
    ],
    description: "Cette section aborde : {list}.",
    and: "et",
    listSeparator: ", ",
    colon: " : ",
    modifiers: { web: "présentation", news: "actualités", scholar: "recherche" },
    aspects: [
      "Contexte",
      "Faits essentiels",
      "Conséquences",
      "Réactions",
      "Perspectives",
      "Enjeux",
      "Chronologie",
    ],
  },
  pt: {
    questions: [
      "O que dizem as fontes sobre {p}?",
      "Qual é a relação entre {p} e {t}?",
      "Quais são os fatos principais sobre {p}?",
      "Qual é a importância de {p} para {t}?",
      "O que se sabe sobre {p}?",
    ],
    description: "Esta seção aborda: {list}.",
    and: "e",
    listSeparator: ", ",
    colon: ": ",
    modifiers: { web: "visão geral", news: "notícias", scholar: "pesquisa" },
    aspects: [
      "Antecedentes",
      "Fatos principais",
      "Impacto",
      "Respostas",
      "Perspectivas",
      "Contexto",
      "Cronologia",
    ],
  },
  de: {
    questions: [
      "Was berichten die Quellen über {p}?",
      "Wie hängt {p} mit {t} zusammen?",
      "Welche zentralen Fakten gibt es zu {p}?",
      "Welche Bedeutung hat {p} für {t}?",
      "Was ist über {p} bekannt?",
    ],
    description: "Dieser Abschnitt behandelt: {list}.",
    and: "und",
    listSeparator: ", ",
    colon: ": ",
    modifiers: { web: "Überblick", news: "Nachrichten", scholar: "Forschung" },
    aspects: [
      "Hintergrund",
      "Zentrale Fakten",
      "Auswirkungen",
      "Reaktionen",
      "Ausblick",
      "Kontext",
      "Chronologie",
    ],
  },
  id: {
    questions: [
      "Apa kata sumber tentang {p}?",
      "Apa hubungan {p} dengan {t}?",
      "Apa fakta utama tentang {p}?",
      "Mengapa {p} penting bagi {t}?",
      "Apa yang diketahui tentang {p}?",
    ],
    description: "Bagian ini membahas {list}.",
    and: "dan",
    listSeparator: ", ",
    colon: ": ",
    modifiers: { web: "ikhtisar", news: "berita", scholar: "penelitian" },
    aspects: ["Latar Belakang", "Fakta Utama", "Dampak", "Tanggapan", "Prospek", "Konteks", "Kronologi"],
  },
  sw: {
    questions: [
      "Vyanzo vinasema nini kuhusu {p}?",
      "{p} inahusianaje na {t}?",
      "Ni mambo gani muhimu kuhusu {p}?",
      "Kwa nini {p} ni muhimu kwa {t}?",
      "Nini kinajulikana kuhusu {p}?",
    ],
    description: "Sehemu hii inahusu {list}.",
    and: "na",
    listSeparator: ", ",
    colon: ": ",
    modifiers: { web: "muhtasari", news: "habari", scholar: "utafiti" },
    aspects: ["Usuli", "Mambo Muhimu", "Athari", "Majibu", "Matarajio", "Muktadha", "Mfuatano wa Matukio"],
  },
};

export function wordingFor(language: Language): Wording {
  return WORDING[language];
}

/** "a, b and c" in the language's way. */
export function joinList(items: readonly string[], wording: Wording): string {
  if (items.length <= 1) return items[0] ?? "";
  const head = items.slice(0, -1).join(wording.listSeparator);
  const last = items[items.length - 1];
  const cjk = wording.listSeparator === "、";
  if (wording.and === "و") return `${head} و${last}`; // Arabic "and" is written joined to the next word.
  return cjk ? `${head}${wording.and}${last}` : `${head} ${wording.and} ${last}`;
}

/** Fills a template's {p} and {t} slots. */
export function fill(template: string, values: { p?: string; t?: string; list?: string }): string {
  return template
    .replaceAll("{p}", values.p ?? "")
    .replaceAll("{t}", values.t ?? "")
    .replaceAll("{list}", values.list ?? "");
}
