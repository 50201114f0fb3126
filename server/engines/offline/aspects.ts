// The aspects a paper about a subject can have — what it is, how it works, its kinds, its uses, its
// limits, its history — with a section title and reader questions per output language, and the words
// by which an English sentence or question speaks of each. {s} is the subject as the question names it;
// in English {be}, {do} and {have} agree with it ("What are hooks in Git?", "What is a Git worktree?").
import type { Language } from "../../text/language";
import { type Subject, theSubject } from "./subject";

export type Aspect = "overview" | "causes" | "effects" | "history" | "workings" | "kinds" | "uses" | "limits";

/** Aspects in the order a paper presents them (definition first, chronology next). */
export const ASPECTS: Aspect[] = [
  "overview",
  "causes",
  "effects",
  "history",
  "workings",
  "kinds",
  "uses",
  "limits",
];
/** Aspects a paper has only when its question asks for them ("what caused …", "… their impact"). */
export const ASKED_ONLY: ReadonlySet<Aspect> = new Set(["causes", "effects"]);

export interface AspectWording {
  title: string;
  questions: [string, string, string];
}

type AspectTable = Record<Aspect, AspectWording>;

const EN: AspectTable = {
  causes: {
    title: "Causes",
    questions: ["What caused {s}?", "Which factors made {s} worse?", "Which conditions led to {s}?"],
  },
  effects: {
    title: "Impact",
    questions: [
      "What impact {have} {s} had?",
      "Who was affected by {s}, and how?",
      "What damage and losses followed?",
    ],
  },
  overview: {
    title: "Overview",
    questions: [
      "What {be} {s}?",
      "What purpose {do} {s} serve?",
      "Which terms are needed to understand {s}?",
    ],
  },
  history: {
    title: "History",
    questions: ["How did {s} come about?", "How {have} {s} changed over time?", "Which events shaped {s}?"],
  },
  workings: {
    title: "How It Works",
    questions: ["How {do} {s} work?", "What happens step by step?", "Which parts make up {s}?"],
  },
  kinds: {
    title: "Kinds and Variants",
    questions: ["Which kinds of {s} are there?", "How do the kinds differ?", "Which kind is the default?"],
  },
  uses: {
    title: "Uses",
    questions: ["When should {s} be used?", "What {be} {s} used for?", "Which examples show {s} in use?"],
  },
  limits: {
    title: "Limits and Pitfalls",
    questions: ["What are the limits of {s}?", "Which problems can arise?", "What should be avoided?"],
  },
};

const TABLES: Record<Language, AspectTable> = {
  en: EN,
  fr: {
    causes: {
      title: "Causes",
      questions: [
        "Quelles sont les causes de « {s} » ?",
        "Quels facteurs ont aggravé la situation ?",
        "Comment les sources l'expliquent-elles ?",
      ],
    },
    effects: {
      title: "Conséquences",
      questions: [
        "Quelles sont les conséquences de « {s} » ?",
        "Qui a été touché, et comment ?",
        "Quels dégâts et quelles pertes en ont résulté ?",
      ],
    },
    overview: {
      title: "Présentation",
      questions: ["Qu'est-ce que « {s} » ?", "À quoi sert « {s} » ?", "Quelles notions faut-il connaître ?"],
    },
    history: {
      title: "Historique",
      questions: [
        "Comment « {s} » est-il apparu ?",
        "Qu'est-ce qui a changé avec le temps ?",
        "Quels événements ont compté ?",
      ],
    },
    workings: {
      title: "Fonctionnement",
      questions: [
        "Comment fonctionne « {s} » ?",
        "Que se passe-t-il étape par étape ?",
        "De quels éléments se compose « {s} » ?",
      ],
    },
    kinds: {
      title: "Types et variantes",
      questions: [
        "Quels types de « {s} » existe-t-il ?",
        "En quoi ces types diffèrent-ils ?",
        "Quel type est utilisé par défaut ?",
      ],
    },
    uses: {
      title: "Usages",
      questions: [
        "Quand utiliser « {s} » ?",
        "À quoi « {s} » sert-il concrètement ?",
        "Quels exemples d'usage existe-t-il ?",
      ],
    },
    limits: {
      title: "Limites",
      questions: [
        "Quelles sont les limites de « {s} » ?",
        "Quels problèmes peuvent survenir ?",
        "Que faut-il éviter ?",
      ],
    },
  },
  es: {
    causes: {
      title: "Causas",
      questions: ["¿Qué causó «{s}»?", "¿Qué factores lo agravaron?", "¿Cómo lo explican las fuentes?"],
    },
    effects: {
      title: "Consecuencias",
      questions: [
        "¿Qué consecuencias tuvo «{s}»?",
        "¿Quiénes se vieron afectados y cómo?",
        "¿Qué daños y pérdidas hubo?",
      ],
    },
    overview: {
      title: "Panorama",
      questions: ["¿Qué es «{s}»?", "¿Para qué sirve «{s}»?", "¿Qué conceptos hay que conocer?"],
    },
    history: {
      title: "Historia",
      questions: [
        "¿Cómo surgió «{s}»?",
        "¿Qué ha cambiado con el tiempo?",
        "¿Qué acontecimientos fueron decisivos?",
      ],
    },
    workings: {
      title: "Funcionamiento",
      questions: ["¿Cómo funciona «{s}»?", "¿Qué ocurre paso a paso?", "¿De qué partes se compone «{s}»?"],
    },
    kinds: {
      title: "Tipos y variantes",
      questions: ["¿Qué tipos de «{s}» existen?", "¿En qué se diferencian?", "¿Qué tipo se usa por defecto?"],
    },
    uses: {
      title: "Usos",
      questions: ["¿Cuándo conviene usar «{s}»?", "¿Para qué se usa «{s}»?", "¿Qué ejemplos de uso hay?"],
    },
    limits: {
      title: "Límites",
      questions: [
        "¿Cuáles son los límites de «{s}»?",
        "¿Qué problemas pueden surgir?",
        "¿Qué conviene evitar?",
      ],
    },
  },
  pt: {
    causes: {
      title: "Causas",
      questions: ["O que causou «{s}»?", "Que fatores o agravaram?", "Como as fontes o explicam?"],
    },
    effects: {
      title: "Consequências",
      questions: ["Que consequências teve «{s}»?", "Quem foi afetado e como?", "Que danos e perdas houve?"],
    },
    overview: {
      title: "Visão geral",
      questions: ["O que é «{s}»?", "Para que serve «{s}»?", "Que conceitos é preciso conhecer?"],
    },
    history: {
      title: "Histórico",
      questions: [
        "Como surgiu «{s}»?",
        "O que mudou ao longo do tempo?",
        "Que acontecimentos foram decisivos?",
      ],
    },
    workings: {
      title: "Funcionamento",
      questions: ["Como funciona «{s}»?", "O que acontece passo a passo?", "De que partes se compõe «{s}»?"],
    },
    kinds: {
      title: "Tipos e variantes",
      questions: ["Que tipos de «{s}» existem?", "Em que diferem?", "Qual tipo é o padrão?"],
    },
    uses: {
      title: "Usos",
      questions: ["Quando usar «{s}»?", "Para que se usa «{s}»?", "Que exemplos de uso existem?"],
    },
    limits: {
      title: "Limites",
      questions: ["Quais são os limites de «{s}»?", "Que problemas podem surgir?", "O que se deve evitar?"],
    },
  },
  de: {
    causes: {
      title: "Ursachen",
      questions: [
        "Was hat „{s}“ verursacht?",
        "Welche Faktoren haben die Lage verschärft?",
        "Wie erklären die Quellen die Ursachen?",
      ],
    },
    effects: {
      title: "Folgen",
      questions: [
        "Welche Folgen hatte „{s}“?",
        "Wer war betroffen, und wie?",
        "Welche Schäden und Verluste gab es?",
      ],
    },
    overview: {
      title: "Überblick",
      questions: ["Was ist „{s}“?", "Wozu dient „{s}“?", "Welche Begriffe muss man kennen?"],
    },
    history: {
      title: "Geschichte",
      questions: [
        "Wie ist „{s}“ entstanden?",
        "Was hat sich im Lauf der Zeit geändert?",
        "Welche Ereignisse waren entscheidend?",
      ],
    },
    workings: {
      title: "Funktionsweise",
      questions: [
        "Wie funktioniert „{s}“?",
        "Was geschieht Schritt für Schritt?",
        "Aus welchen Teilen besteht „{s}“?",
      ],
    },
    kinds: {
      title: "Arten und Varianten",
      questions: [
        "Welche Arten von „{s}“ gibt es?",
        "Worin unterscheiden sie sich?",
        "Welche Art ist die Voreinstellung?",
      ],
    },
    uses: {
      title: "Anwendungen",
      questions: [
        "Wann setzt man „{s}“ ein?",
        "Wofür wird „{s}“ verwendet?",
        "Welche Beispiele zeigen den Einsatz?",
      ],
    },
    limits: {
      title: "Grenzen",
      questions: [
        "Wo liegen die Grenzen von „{s}“?",
        "Welche Probleme können auftreten?",
        "Was sollte man vermeiden?",
      ],
    },
  },
  ru: {
    causes: {
      title: "Причины",
      questions: [
        "Что вызвало «{s}»?",
        "Какие факторы усугубили ситуацию?",
        "Как источники объясняют причины?",
      ],
    },
    effects: {
      title: "Последствия",
      questions: ["Каковы последствия «{s}»?", "Кто пострадал и как?", "Каков ущерб и потери?"],
    },
    overview: {
      title: "Обзор",
      questions: ["Что такое «{s}»?", "Для чего нужно «{s}»?", "Какие понятия нужно знать?"],
    },
    history: {
      title: "История",
      questions: ["Как возникло «{s}»?", "Что менялось со временем?", "Какие события были решающими?"],
    },
    workings: {
      title: "Как это устроено",
      questions: ["Как работает «{s}»?", "Что происходит шаг за шагом?", "Из каких частей состоит «{s}»?"],
    },
    kinds: {
      title: "Виды и варианты",
      questions: [
        "Какие виды «{s}» существуют?",
        "Чем они различаются?",
        "Какой вид используется по умолчанию?",
      ],
    },
    uses: {
      title: "Применение",
      questions: [
        "Когда стоит использовать «{s}»?",
        "Для чего применяется «{s}»?",
        "Какие есть примеры применения?",
      ],
    },
    limits: {
      title: "Ограничения",
      questions: ["Каковы ограничения «{s}»?", "Какие проблемы могут возникнуть?", "Чего следует избегать?"],
    },
  },
  id: {
    causes: {
      title: "Penyebab",
      questions: [
        "Apa penyebab {s}?",
        "Faktor apa yang memperburuknya?",
        "Bagaimana sumber menjelaskan penyebabnya?",
      ],
    },
    effects: {
      title: "Dampak",
      questions: [
        "Apa dampak {s}?",
        "Siapa yang terdampak, dan bagaimana?",
        "Kerusakan dan kerugian apa yang terjadi?",
      ],
    },
    overview: {
      title: "Gambaran umum",
      questions: ["Apa itu {s}?", "Apa kegunaan {s}?", "Istilah apa yang perlu dipahami?"],
    },
    history: {
      title: "Sejarah",
      questions: [
        "Bagaimana {s} bermula?",
        "Apa yang berubah dari waktu ke waktu?",
        "Peristiwa apa yang menentukan?",
      ],
    },
    workings: {
      title: "Cara kerja",
      questions: [
        "Bagaimana cara kerja {s}?",
        "Apa yang terjadi langkah demi langkah?",
        "Terdiri dari bagian apa saja {s}?",
      ],
    },
    kinds: {
      title: "Jenis dan varian",
      questions: ["Apa saja jenis {s}?", "Apa perbedaannya?", "Jenis mana yang menjadi bawaan?"],
    },
    uses: {
      title: "Penggunaan",
      questions: ["Kapan {s} sebaiknya digunakan?", "Untuk apa {s} digunakan?", "Apa contoh penggunaannya?"],
    },
    limits: {
      title: "Keterbatasan",
      questions: ["Apa keterbatasan {s}?", "Masalah apa yang dapat muncul?", "Apa yang perlu dihindari?"],
    },
  },
  sw: {
    causes: {
      title: "Visababishi",
      questions: [
        "Nini kilisababisha {s}?",
        "Ni mambo gani yaliyozidisha hali?",
        "Vyanzo vinaelezaje visababishi?",
      ],
    },
    effects: {
      title: "Athari",
      questions: [
        "{s} ilikuwa na athari gani?",
        "Nani aliathirika, na vipi?",
        "Ni hasara na uharibifu gani uliotokea?",
      ],
    },
    overview: {
      title: "Muhtasari",
      questions: ["{s} ni nini?", "{s} ina kazi gani?", "Ni dhana gani zinazohitajika kuelewa?"],
    },
    history: {
      title: "Historia",
      questions: ["{s} ilianzaje?", "Nini kimebadilika kwa muda?", "Ni matukio gani yaliyokuwa muhimu?"],
    },
    workings: {
      title: "Jinsi inavyofanya kazi",
      questions: ["{s} inafanyaje kazi?", "Nini kinatokea hatua kwa hatua?", "{s} ina sehemu gani?"],
    },
    kinds: {
      title: "Aina",
      questions: ["Kuna aina gani za {s}?", "Aina hizo zinatofautianaje?", "Ni aina gani ya kawaida?"],
    },
    uses: {
      title: "Matumizi",
      questions: ["{s} inapaswa kutumika lini?", "{s} inatumika kwa nini?", "Kuna mifano gani ya matumizi?"],
    },
    limits: {
      title: "Mipaka",
      questions: ["Mipaka ya {s} ni ipi?", "Ni matatizo gani yanaweza kutokea?", "Nini kinapaswa kuepukwa?"],
    },
  },
  zh: {
    causes: {
      title: "原因",
      questions: ["{s}的原因是什么？", "哪些因素加剧了情况？", "资料如何解释其原因？"],
    },
    effects: {
      title: "影响",
      questions: ["{s}造成了哪些影响？", "哪些人受到影响，受到怎样的影响？", "造成了哪些损失？"],
    },
    overview: { title: "概述", questions: ["什么是{s}？", "{s}有什么用途？", "理解{s}需要哪些概念？"] },
    history: {
      title: "历史",
      questions: ["{s}是如何产生的？", "{s}随时间发生了哪些变化？", "哪些事件影响了{s}？"],
    },
    workings: {
      title: "工作原理",
      questions: ["{s}是如何运作的？", "具体过程是怎样的？", "{s}由哪些部分组成？"],
    },
    kinds: { title: "类型", questions: ["{s}有哪些类型？", "这些类型有何不同？", "默认采用哪种类型？"] },
    uses: { title: "用途", questions: ["什么时候应使用{s}？", "{s}用于什么？", "有哪些使用实例？"] },
    limits: { title: "局限", questions: ["{s}有哪些局限？", "可能出现哪些问题？", "应避免什么？"] },
  },
  ja: {
    causes: {
      title: "原因",
      questions: [
        "{s}の原因は何か？",
        "どんな要因が事態を悪化させたのか？",
        "資料は原因をどう説明しているか？",
      ],
    },
    effects: {
      title: "影響",
      questions: [
        "{s}はどんな影響をもたらしたか？",
        "誰がどのように影響を受けたか？",
        "どんな被害や損失が出たか？",
      ],
    },
    overview: {
      title: "概要",
      questions: ["{s}とは何か？", "{s}は何のためにあるのか？", "{s}を理解するにはどんな概念が必要か？"],
    },
    history: {
      title: "経緯",
      questions: [
        "{s}はどのように生まれたのか？",
        "{s}は時とともにどう変わったか？",
        "{s}に影響した出来事は何か？",
      ],
    },
    workings: {
      title: "仕組み",
      questions: [
        "{s}はどのように機能するのか？",
        "どのような手順で進むのか？",
        "{s}はどんな要素から成るのか？",
      ],
    },
    kinds: {
      title: "種類",
      questions: ["{s}にはどんな種類があるか？", "種類ごとに何が違うのか？", "標準の種類はどれか？"],
    },
    uses: {
      title: "用途",
      questions: ["{s}はいつ使うべきか？", "{s}は何に使われるのか？", "どんな使用例があるか？"],
    },
    limits: {
      title: "限界",
      questions: ["{s}の限界は何か？", "どんな問題が起こりうるか？", "何を避けるべきか？"],
    },
  },
  hi: {
    causes: {
      title: "कारण",
      questions: ["{s} के कारण क्या थे?", "किन कारकों ने स्थिति को बदतर बनाया?", "स्रोत कारणों को कैसे समझाते हैं?"],
    },
    effects: {
      title: "प्रभाव",
      questions: ["{s} का क्या प्रभाव पड़ा?", "कौन प्रभावित हुआ, और कैसे?", "क्या नुकसान हुआ?"],
    },
    overview: {
      title: "परिचय",
      questions: ["{s} क्या है?", "{s} का उद्देश्य क्या है?", "{s} को समझने के लिए कौन-सी अवधारणाएँ ज़रूरी हैं?"],
    },
    history: {
      title: "इतिहास",
      questions: ["{s} की शुरुआत कैसे हुई?", "समय के साथ क्या बदला?", "किन घटनाओं ने {s} को प्रभावित किया?"],
    },
    workings: {
      title: "कार्यप्रणाली",
      questions: ["{s} कैसे काम करता है?", "चरण-दर-चरण क्या होता है?", "{s} किन हिस्सों से बना है?"],
    },
    kinds: {
      title: "प्रकार",
      questions: ["{s} के कौन-कौन से प्रकार हैं?", "ये प्रकार कैसे अलग हैं?", "डिफ़ॉल्ट प्रकार कौन-सा है?"],
    },
    uses: {
      title: "उपयोग",
      questions: ["{s} का उपयोग कब करना चाहिए?", "{s} किस काम आता है?", "उपयोग के कौन-से उदाहरण हैं?"],
    },
    limits: {
      title: "सीमाएँ",
      questions: ["{s} की सीमाएँ क्या हैं?", "कौन-सी समस्याएँ आ सकती हैं?", "किन बातों से बचना चाहिए?"],
    },
  },
  mr: {
    causes: {
      title: "कारणे",
      questions: ["{s} ची कारणे कोणती?", "कोणत्या घटकांमुळे परिस्थिती बिघडली?", "स्रोत कारणे कशी स्पष्ट करतात?"],
    },
    effects: {
      title: "परिणाम",
      questions: ["{s} चे परिणाम काय झाले?", "कोण प्रभावित झाले, आणि कसे?", "कोणते नुकसान झाले?"],
    },
    overview: {
      title: "परिचय",
      questions: ["{s} म्हणजे काय?", "{s} चा उद्देश काय आहे?", "{s} समजण्यासाठी कोणत्या संकल्पना आवश्यक आहेत?"],
    },
    history: {
      title: "इतिहास",
      questions: ["{s} ची सुरुवात कशी झाली?", "काळानुसार काय बदलले?", "कोणत्या घटनांनी {s} वर प्रभाव टाकला?"],
    },
    workings: {
      title: "कार्यपद्धती",
      questions: ["{s} कसे कार्य करते?", "टप्प्याटप्प्याने काय घडते?", "{s} कोणत्या भागांनी बनलेले आहे?"],
    },
    kinds: {
      title: "प्रकार",
      questions: ["{s} चे कोणते प्रकार आहेत?", "हे प्रकार कसे वेगळे आहेत?", "मूळ प्रकार कोणता आहे?"],
    },
    uses: {
      title: "उपयोग",
      questions: ["{s} कधी वापरावे?", "{s} कशासाठी वापरले जाते?", "वापराची कोणती उदाहरणे आहेत?"],
    },
    limits: {
      title: "मर्यादा",
      questions: ["{s} च्या मर्यादा कोणत्या आहेत?", "कोणत्या समस्या येऊ शकतात?", "काय टाळावे?"],
    },
  },
  bn: {
    causes: {
      title: "কারণ",
      questions: ["{s}-এর কারণ কী?", "কোন বিষয়গুলো পরিস্থিতি খারাপ করেছে?", "সূত্রগুলো কারণ কীভাবে ব্যাখ্যা করে?"],
    },
    effects: {
      title: "প্রভাব",
      questions: ["{s}-এর প্রভাব কী ছিল?", "কারা প্রভাবিত হয়েছে, এবং কীভাবে?", "কী ক্ষয়ক্ষতি হয়েছে?"],
    },
    overview: {
      title: "পরিচিতি",
      questions: ["{s} কী?", "{s}-এর উদ্দেশ্য কী?", "{s} বুঝতে কোন ধারণাগুলো জানা দরকার?"],
    },
    history: {
      title: "ইতিহাস",
      questions: ["{s}-এর সূচনা কীভাবে হয়েছিল?", "সময়ের সঙ্গে কী বদলেছে?", "কোন ঘটনাগুলো {s}-কে প্রভাবিত করেছে?"],
    },
    workings: {
      title: "কার্যপ্রণালী",
      questions: ["{s} কীভাবে কাজ করে?", "ধাপে ধাপে কী ঘটে?", "{s} কোন অংশগুলো নিয়ে গঠিত?"],
    },
    kinds: {
      title: "প্রকারভেদ",
      questions: ["{s}-এর কী কী প্রকার আছে?", "এগুলোর পার্থক্য কী?", "কোন প্রকারটি ডিফল্ট?"],
    },
    uses: {
      title: "ব্যবহার",
      questions: ["কখন {s} ব্যবহার করা উচিত?", "{s} কী কাজে লাগে?", "ব্যবহারের কী উদাহরণ আছে?"],
    },
    limits: {
      title: "সীমাবদ্ধতা",
      questions: ["{s}-এর সীমাবদ্ধতা কী?", "কী সমস্যা দেখা দিতে পারে?", "কী এড়িয়ে চলা উচিত?"],
    },
  },
  ur: {
    causes: {
      title: "اسباب",
      questions: [
        "{s} کے اسباب کیا تھے؟",
        "کن عوامل نے صورتحال کو بدتر بنایا؟",
        "ذرائع اسباب کی وضاحت کیسے کرتے ہیں؟",
      ],
    },
    effects: {
      title: "اثرات",
      questions: ["{s} کے اثرات کیا تھے؟", "کون متاثر ہوا، اور کیسے؟", "کیا نقصانات ہوئے؟"],
    },
    overview: {
      title: "تعارف",
      questions: ["{s} کیا ہے؟", "{s} کا مقصد کیا ہے؟", "{s} کو سمجھنے کے لیے کون سے تصورات ضروری ہیں؟"],
    },
    history: {
      title: "تاریخ",
      questions: ["{s} کی ابتدا کیسے ہوئی؟", "وقت کے ساتھ کیا بدلا؟", "کن واقعات نے {s} کو متاثر کیا؟"],
    },
    workings: {
      title: "طریقۂ کار",
      questions: ["{s} کیسے کام کرتا ہے؟", "مرحلہ وار کیا ہوتا ہے؟", "{s} کن حصوں پر مشتمل ہے؟"],
    },
    kinds: {
      title: "اقسام",
      questions: ["{s} کی کون سی اقسام ہیں؟", "یہ اقسام کیسے مختلف ہیں؟", "طے شدہ قسم کون سی ہے؟"],
    },
    uses: {
      title: "استعمال",
      questions: ["{s} کب استعمال کرنا چاہیے؟", "{s} کس کام آتا ہے؟", "استعمال کی کون سی مثالیں ہیں؟"],
    },
    limits: {
      title: "حدود",
      questions: ["{s} کی حدود کیا ہیں؟", "کون سے مسائل پیدا ہو سکتے ہیں؟", "کن باتوں سے بچنا چاہیے؟"],
    },
  },
  ar: {
    causes: {
      title: "الأسباب",
      questions: ["ما أسباب {s}؟", "ما العوامل التي فاقمت الوضع؟", "كيف تفسّر المصادر الأسباب؟"],
    },
    effects: {
      title: "الآثار",
      questions: ["ما آثار {s}؟", "من تأثّر، وكيف؟", "ما الأضرار والخسائر؟"],
    },
    overview: {
      title: "نظرة عامة",
      questions: ["ما هو {s}؟", "ما الغرض من {s}؟", "ما المفاهيم اللازمة لفهم {s}؟"],
    },
    history: {
      title: "التاريخ",
      questions: ["كيف نشأ {s}؟", "ما الذي تغيّر مع الوقت؟", "ما الأحداث التي أثّرت في {s}؟"],
    },
    workings: {
      title: "آلية العمل",
      questions: ["كيف يعمل {s}؟", "ماذا يحدث خطوة بخطوة؟", "مما يتكوّن {s}؟"],
    },
    kinds: { title: "الأنواع", questions: ["ما أنواع {s}؟", "بمَ تختلف هذه الأنواع؟", "ما النوع الافتراضي؟"] },
    uses: {
      title: "الاستخدامات",
      questions: ["متى ينبغي استخدام {s}؟", "فيمَ يُستخدم {s}؟", "ما أمثلة الاستخدام؟"],
    },
    limits: {
      title: "الحدود",
      questions: ["ما حدود {s}؟", "ما المشكلات التي قد تظهر؟", "ما الذي ينبغي تجنّبه؟"],
    },
  },
};

/** Title and questions of an aspect in a language, the subject filled in. */
export function aspectWording(aspect: Aspect, language: Language, subject: Subject): AspectWording {
  const table = TABLES[language] ?? EN;
  const w = table[aspect];
  const english = table === EN;
  // English puts "the" before a subject that is not a name ("the modes of git reset").
  const s = english ? theSubject(subject) : subject.text;
  const fillIn = (q: string) =>
    q
      .replaceAll("{be}", subject.plural ? "are" : "is")
      .replaceAll("{do}", subject.plural ? "do" : "does")
      .replaceAll("{have}", subject.plural ? "have" : "has")
      .replaceAll("{s}", s);
  return { title: w.title, questions: w.questions.map(fillIn) as [string, string, string] };
}

/** English words by which a sentence speaks of an aspect. */
export const ASPECT_CUES: Record<Aspect, RegExp> = {
  overview:
    /\b(?:is|are|was|were) (?:a|an|the|one|used)\b|\brefers? to\b|\bmeans\b|\bdefined\b|\bcalled\b|\bknown as\b/iu,
  causes:
    /\b(?:caused by|causes of|cause of|because of|due to|result(?:ed)? (?:of|from)|led to|triggered by|linked to|attributed to|factors?|blamed on|worsen(?:ed|ing)?|made (?:\w+ )?(?:worse|more likely))\b/iu,
  effects:
    /\b(?:killed|kill(?:ing)?|deaths?|dead|died|injur(?:ed|ies)|damage[ds]?|destroyed|displaced|homeless|losses|lost|affected|impacts?|effects?|consequences?|victims?|evacuated|casualties)\b/iu,
  history:
    /\b(?:in|since|by|until|from) (?:1[89]\d\d|20\d\d)\b|\b(?:originally|first (?:proposed|developed|released|published|introduced)|(?:was|were) (?:developed|proposed|introduced|created|founded|extended))\b/iu,
  workings:
    /\b(?:when|then|first|after|before|step|process|invoke[sd]?|invocation|works?|runs?|calls?|reads?|writes?|stores?|records?|compiles?|checks?)\b/iu,
  kinds: /\b(?:types?|kinds?|modes?|strateg(?:y|ies)|variants?|forms?|classes|categor(?:y|ies)|default)\b/iu,
  uses: /\b(?:use[ds]?|using|useful|allows?|lets?|enables?|purpose|example|for instance|helps?)\b/iu,
  limits:
    /\b(?:not|cannot|can't|limit(?:s|ed|ation|ations)?|however|risk|warning|avoid|problem|fails?|failure|error|drawbacks?|criticism|criticized)\b/iu,
};

/** English words by which a question asks for an aspect. */
const QUESTION_CUES: Record<Aspect, RegExp> = {
  overview: /^(?:what|who)\s+(?:is|are|was|were)\b/iu,
  causes: /\b(?:caused?|causes|why|reasons?|led to|triggered)\b/iu,
  effects: /\b(?:impacts?|effects?|consequences?|aftermath|damage)\b/iu,
  history: /\b(?:history|extended|evolved|changed|developed|origins?|came about)\b/iu,
  workings: /\bhow\b/iu,
  kinds:
    /\b(?:which|what)\s+(?:kinds?|types?|modes?|strateg|sorts?|forms?|variants?)|\b(?:kinds?|types?|modes?|strategies|variants)\b|^which\s+\w+s\b/iu,
  uses: /\bwhen\b.*\b(?:use|used)\b|\bused for\b|\buses\b|\bwhen to\b/iu,
  limits: /\b(?:limits?|limitations?|drawbacks?|disadvantages?|problems?|risks?|pitfalls?|criticism)\b/iu,
};

/** The aspects an English question asks for, in the paper's order. */
export function askedAspects(question: string, language: Language): Aspect[] {
  if (language !== "en") return [];
  return ASPECTS.filter((a) => QUESTION_CUES[a].test(question.trim()));
}

/** The aspect a section title names in a language ("Kinds and Variants" → kinds), or null. */
export function aspectOfTitle(title: string, language: Language): Aspect | null {
  const table = TABLES[language] ?? EN;
  const wanted = title.trim().toLowerCase();
  return ASPECTS.find((a) => table[a].title.toLowerCase() === wanted) ?? null;
}
