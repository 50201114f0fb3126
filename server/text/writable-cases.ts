// Labelled sentences of real sources for isWritable (writable.ts): whether each may be written, verbatim,
// into a paper, and if not, why. Every sentence is copied as the repository's readers and sentence splitter
// give it (server/sources/reader, server/text/sentences), with the sentence before it and the heading it
// stands under in its source; `source` names the file. Sources: the old offline engine's tests
// (server/engines/offline/*.test.ts), testdata/ (git and SQLite manuals, readability web pages in seven
// languages, FreshWiki articles, the TraceMonkey and arXiv PDFs, an Arabic article), the Debian manuals
// installed at /usr/share/doc (python-django-doc, apache2-doc in eight languages, cmake-data, git-doc), the
// Indonesian and Russian man pages at /usr/share/man, and the app's own locales (Hindi, Bengali, Urdu,
// Swahili, Marathi). Rows marked `sample: "random"` were drawn by a seeded random choice (seed 20261128)
// from 48 of those files and labelled whatever they were; the others were picked to cover each kind.
//
// How the rows are labelled:
// - writable: a whole sentence that says something by itself, in any language and any kind of text,
//   including ones with code terms (--soft, <branch>, CMAKE_BUILD_TYPE), numbers, parentheses and quotes,
//   imperatives of a manual ("Create a partial index by …"), a manual's entries whose label names what the
//   entry says ("--hard: Resets the index …", "ort: This is …"), a definite subject ("The hook is allowed
//   to …"), an "It" that points at nothing ("It is best to …") and a quotation with its speaker.
// - fragment: not a whole sentence (a title, a list label, an unclosed line or quotation, a sentence cut at
//   an abbreviation or begun mid-sentence, a description without its subject: "Specifies the build type …").
// - dangling: leans on the sentence before it: opens with a pronoun, a demonstrative or a connective
//   ("This command uses …", "This hook is invoked by …", "It continues …", "However, …", "And …",
//   "By default, this …"), or is an aside in parentheses. "This <noun> …" is dangling even at the top of its
//   own page: in a paper, the page's title that names it is not shown.
// - self-reference: the source speaking of itself ("This document …", "In the example above", "Figure 7
//   shows …", "described in Section 6") or in its own voice ("We present …", "our technique", "I asked him"):
//   in a paper, these would point at the wrong text and "we" would be its writer.
// - caption, navigation, code, table, front-matter, citation-list, question: what the names say.
//
// The split: a row is in the TEST half when the FNV-1a hash of its sentence (over UTF-16 code units) is odd,
// in the DEV half otherwise (`splitOf`). It was fixed before any rule was written, and rules may be tuned on
// the DEV half only.
import type { NotWritableReason } from "./writable";

export interface WritableCase {
  sentence: string;
  writable: boolean;
  /** Why it is not writable (the label's reason, which the rules need not name alike). */
  why?: NotWritableReason;
  /** The file it comes from. */
  source: string;
  previous?: string;
  heading?: string;
  sample: "picked" | "random";
}

/** Which half a row is in: FNV-1a of its sentence, odd → test. */
export function splitOf(sentence: string): "dev" | "test" {
  let h = 0x811c9dc5;
  for (let i = 0; i < sentence.length; i++) h = Math.imul(h ^ sentence.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 2 === 1 ? "test" : "dev";
}

export const WRITABLE_CASES: WritableCase[] = [
  {
    sentence: "Trace-based Just-in-Time Type Specialization for Dynamic Languages",
    writable: false,
    why: "fragment",
    source: "testdata/pdfs/tracemonkey.pdf",
    sample: "picked",
  },
  {
    sentence:
      "Andreas Gal∗+, Brendan Eich∗, Mike Shaver∗, David Anderson∗, David Mandelin∗, Mohammad R. Haghighat$, Blake Kaplan∗, Graydon Hoare∗, Boris Zbarsky∗, Jason Orendorff∗, Jesse Ruderman∗, Edwin Smith#, Rick Reitmaier#, Michael Bebenita+, Mason Chang+#, Michael Franz+ Mozilla Corporation∗",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "Trace-based Just-in-Time Type Specialization for Dynamic Languages",
    sample: "picked",
  },
  {
    sentence:
      "{gal,brendan,shaver,danderson,dmandelin,mrbkap,graydon,bz,jorendorff,jruderman}@mozilla.com Adobe Corporation#",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "Andreas Gal∗+, Brendan Eich∗, Mike Shaver∗, David Anderson∗, David Mandelin∗, Mohammad R. Haghighat$, Blake Kaplan∗, Graydon Hoare∗, Boris Zbarsky∗, Jason Orendorff∗, Jesse Ruderman∗, Edwin Smith#, Rick Reitmaier#, Michael Bebenita+, Mason Chang+#, Michael Franz+ Mozilla Corporation∗",
    sample: "picked",
  },
  {
    sentence:
      "{mohammad.r.haghighat}@intel.com University of California, Irvine+ {mbebenit,changm,franz}@uci.edu",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "Intel Corporation$",
    sample: "picked",
  },
  {
    sentence:
      "Dynamic languages such as JavaScript are more difficult to compile than statically typed ones.",
    writable: true,
    source: "testdata/pdfs/tracemonkey.pdf",
    heading: "Abstract",
    sample: "picked",
  },
  {
    sentence:
      "We present an alternative compilation technique for dynamically-typed languages that identifies frequently executed loop traces at run-time and then generates machine code on the fly that is specialized for the actual dynamic types occurring on each path through the loop.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "Since no concrete type information is available, traditional compilers need to emit generic code that can handle all possible type combinations at runtime.",
    heading: "Abstract",
    sample: "picked",
  },
  {
    sentence:
      "Categories and Subject Descriptors D.3.4 [Programming Languages ]: Processors — Incremental compilers, code generation.",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "We have implemented a dynamic compiler for JavaScript based on our technique and we have measured speedups of 10x and more for certain benchmark programs.",
    heading: "Abstract",
    sample: "picked",
  },
  {
    sentence: "General Terms Design, Experimentation, Measurement, Performance .",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "Categories and Subject Descriptors D.3.4 [Programming Languages ]: Processors — Incremental compilers, code generation.",
    heading: "Abstract",
    sample: "picked",
  },
  {
    sentence: "Keywords JavaScript, just-in-time compilation, trace trees.",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "General Terms Design, Experimentation, Measurement, Performance .",
    heading: "Abstract",
    sample: "picked",
  },
  {
    sentence:
      "JavaScript, for example, is the de facto standard for client-side web programming Permission to make digital or hard copies of all or part of this work for personal or classroom use is granted without fee provided that copies are not made or distributed for profit or commercial advantage and that copies bear this notice and the full citation on the first page.",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "They are used for small scripts as well as for complex applications.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "To copy otherwise, to republish, to post on servers or to redistribute to lists, requires prior specific permission and/or a fee.",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "JavaScript, for example, is the de facto standard for client-side web programming Permission to make digital or hard copies of all or part of this work for personal or classroom use is granted without fee provided that copies are not made or distributed for profit or commercial advantage and that copies bear this notice and the full citation on the first page.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "PLDI’09, June 15–20, 2009, Dublin, Ireland.",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "To copy otherwise, to republish, to post on servers or to redistribute to lists, requires prior specific permission and/or a fee.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "Copyright c© 2009 ACM 978-1-60558-392-1/09/06. . .",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "PLDI’09, June 15–20, 2009, Dublin, Ireland.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "$5.00 and is used for the application logic of browser-based productivity applications such as Google Mail, Google Docs and Zimbra Collaboration Suite.",
    writable: false,
    why: "fragment",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "Copyright c© 2009 ACM 978-1-60558-392-1/09/06. . .",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "Compilers for statically typed languages rely on type information to generate efficient machine code.",
    writable: true,
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "In this domain, in order to provide a fluid user experience and enable a new generation of applications, virtual machines must provide a low startup time and high performance.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "This means that the compiler can no longer easily transform operations into machine instructions that operate on one specific type.",
    writable: false,
    why: "dangling",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "In a dynamically typed programming language such as JavaScript, the types of expressions may vary at runtime.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "We call such a sequence of instructions a trace.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "As the program runs, the system identifies hot (frequently executed) bytecode sequences, records them, and compiles them to fast native code.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "(12) For example, we would expect loop counters that start as integers to remain integers for all iterations.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "Even in dynamically typed languages, we expect hot loops to be mostly type-stable, meaning that the types of values are invariant.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "Hence, recording and compiling a trace speculates that the path and typing will be exactly as they were during recording for subsequent iterations of the loop.",
    writable: false,
    why: "dangling",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "When the VM executes a compiled trace, it cannot guarantee that the same path will be followed or that the same types will occur in subsequent loop iterations.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "Every compiled trace contains all the guards (checks) required to validate the speculation.",
    writable: true,
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "Hence, recording and compiling a trace speculates that the path and typing will be exactly as they were during recording for subsequent iterations of the loop.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "Nested loops can be difficult to optimize for tracing VMs.",
    writable: true,
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "In this way, the VM records a trace tree covering all the hot paths through the loop.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "TraceMonkey supports all the JavaScript features of SpiderMonkey , with a 2x-20x speedup for traceable programs.",
    writable: true,
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "We call the resulting tracing VM TraceMonkey .",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "This paper makes the following contributions:",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "TraceMonkey supports all the JavaScript features of SpiderMonkey , with a 2x-20x speedup for traceable programs.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "• We explain an algorithm for dynamically forming trace trees to cover a program, representing nested loops as nested trace trees.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "This paper makes the following contributions:",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "The remainder of this paper is organized as follows.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "• We validate our tracing techniques in an implementation based on the SpiderMonkey JavaScript interpreter, achieving 2x-20x speedups on many programs.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "Section 3 is a general overview of trace tree based compilation we use to capture and compile frequently executed code regions.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "The remainder of this paper is organized as follows.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "Our implementation of a dynamic type-specializing compiler for JavaScript is described in Section 6.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "In Section 5 we describe our trace-compilation based speculative type specialization approach we use to generate efficient machine code from recorded bytecode traces.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "Related work is discussed in Section 8.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "Our implementation of a dynamic type-specializing compiler for JavaScript is described in Section 6.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "3 continue;",
    writable: false,
    why: "code",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "In Section 7 we evaluate our dynamic compiler based on 1 for (var i = 2; i < 100; ++i) { 2 if (!primes[i])",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "Figure 1.",
    writable: false,
    why: "caption",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "6 }",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "Sample program: sieve of Eratosthenes. primes is initialized to an array of 100 false values on entry to this code snippet.Interpret",
    writable: false,
    why: "caption",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "Figure 1.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "State machine describing the major activities of TraceMonkey and the conditions that cause transitions to a new activity .",
    writable: false,
    why: "caption",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "Figure 2.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "In the light gray boxes, TM executes JS in the standard interpreter.",
    writable: false,
    why: "caption",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "In the dark box, TM executes JS as compiled traces.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "This section provides an overview of our system by describing how TraceMonkey executes an example program.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    heading: "2. Overview: Example Tracing Run",
    sample: "picked",
  },
  {
    sentence:
      "The example program, shown in Figure 1, computes the first 100 prime numbers with nested loops.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "This section provides an overview of our system by describing how TraceMonkey executes an example program.",
    heading: "2. Overview: Example Tracing Run",
    sample: "picked",
  },
  {
    sentence:
      "When the interpreter crosses a loop edge, TraceMonkey invokes the trace monitor, which may decide to record or execute a native trace.",
    writable: true,
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "Every loop back edge is a potential trace point.",
    heading: "2. Overview: Example Tracing Run",
    sample: "picked",
  },
  {
    sentence:
      "v0 := ld state[748] // load primes from the trace activation record st sp[0], v0 // store primes to interpreter stack v1 := ld state[764] // load k from the trace activation record v2 := i2f(v1) // convert k from int to double st sp[8], v1 // store k to interpreter stack st sp[16], 0 // store false to interpreter stack v3 := ld v0[4] // load class word for primes v4 := and v3, -4 // mask out object class tag for primes v5 := eq v4, Array // test whether primes is an array xf v5 // side exit if v5 is false v6 := js_Array_set(v0, v2, false) // call function to set array element v7 := eq v6, 0 // test return value from call xt v7 // side exit if js_Array_set returns false.",
    writable: false,
    why: "code",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "Here is the sequence of events broken down by outer loop iteration:",
    heading: "2. Overview: Example Tracing Run",
    sample: "picked",
  },
  {
    sentence: "LIR snippet for sample program.",
    writable: false,
    why: "caption",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "Figure 3.",
    heading: "2. Overview: Example Tracing Run",
    sample: "picked",
  },
  {
    sentence: "jmp epilog // jump to ret statement Figure 4. x86 snippet for sample program.",
    writable: false,
    why: "code",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "mov ecx, ebp(-4) // restore ecx mov esp, ebp // restore esp",
    heading: "2. Overview: Example Tracing Run",
    sample: "picked",
  },
  {
    sentence: "Most LIR instructions compile to a single x86 instruction.",
    writable: true,
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "This is the x86 code compiled from the LIR snippet in Figure 3.",
    heading: "2. Overview: Example Tracing Run",
    sample: "picked",
  },
  {
    sentence: "i=2.",
    writable: false,
    why: "code",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "The 17 instructions generated by the compiler compare favorably with the 100+ instructions that the interpreter would execute for the same code snippet, including 4 indirect jumps.",
    heading: "2. Overview: Example Tracing Run",
    sample: "picked",
  },
  {
    sentence: "Figure 3 shows an example LIR trace.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "The LIR operations are generic enough that the backend compiler is language independent.",
    heading: "3.1 Traces",
    sample: "picked",
  },
  {
    sentence:
      "Figure 7 shows basic trace tree compilation (11) applied to a nested loop where the inner loop contains two paths.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    heading: "4. Nested Trace Tree Formation",
    sample: "picked",
  },
  {
    sentence: "See Figure 6 for details.",
    writable: false,
    why: "navigation",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "A jsval is machine word in which up to the 3 of the least significant bits are a type tag, and the remaining bits are data.",
    heading: "6. Implementation",
    sample: "picked",
  },
  {
    sentence:
      "Figure 10 shows the relative speedups achieved by tracing, SFX, and V8 against the baseline (SpiderMonkey).",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "We ran 4 different configurations for comparison: (a) SpiderMonkey, the baseline interpreter, (b) TraceMonkey, (d) SquirrelFish Extreme (SFX), the call-threaded JavaScript interpreter used in Apple’s WebKit, and (e) V8, the method-compiling JavaScript VM from Google.",
    heading: "7. Evaluation",
    sample: "picked",
  },
  {
    sentence:
      "Parts of this effort have been sponsored by the National Science Foundation under grants CNS-0615443 and CNS-0627747, as well as by the California MICRO Program and industrial sponsor Sun Microsystems under Project No. 07-127.",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    heading: "Acknowledgments",
    sample: "picked",
  },
  {
    sentence:
      "The U.S. Government is authorized to reproduce and distribute reprints for Governmental purposes notwithstanding any copyright annotation thereon.",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "Parts of this effort have been sponsored by the National Science Foundation under grants CNS-0615443 and CNS-0627747, as well as by the California MICRO Program and industrial sponsor Sun Microsystems under Project No. 07-127.",
    heading: "Acknowledgments",
    sample: "picked",
  },
  {
    sentence: "[9] C. Chambers and D. Ungar.",
    writable: false,
    why: "citation-list",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "International Symposium on, pages 15–26, 2005.",
    heading: "References",
    sample: "picked",
  },
  {
    sentence:
      "In Proceedings of the ACM SIGPLAN 1989 Conference on Programming Language Design and Implementation, pages 146–160.",
    writable: false,
    why: "citation-list",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "Customization: Optimizing Compiler Technology for SELF, a Dynamically-Typed O bject-Oriented Programming Language.",
    heading: "References",
    sample: "picked",
  },
  {
    sentence: "HotpathVM: An effective JIT compiler for resource-constrained devices.",
    writable: false,
    why: "citation-list",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "[11] A. Gal, C. W. Probst, and M. Franz.",
    heading: "References",
    sample: "picked",
  },
  {
    sentence: "ACM Transactions on Programming Languages and Systems (TOPLAS), 28(1):134–174, 2006.",
    writable: false,
    why: "citation-list",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "A Region-Based Compilation Technique for Dynamic Compilers.",
    heading: "References",
    sample: "picked",
  },
  {
    sentence:
      "James M. Murray,1 Adrian Del Maestro,1, 2 and Zlatko Teˇsanovi´c1 1Institute for Quantum Matter and Department of Physics and Astronomy, Johns Hopkins University, Baltimore, Maryland 21218, USA 2Department of Physics, University of Vermont, Burlington, Vermont 05405, USA (Dated: April 3, 2012)",
    writable: false,
    why: "front-matter",
    source: "testdata/pdfs/arxiv_1111.2011v2.pdf",
    previous: "Quantum Criticality for Extended Nodes on a Bethe Lattice in the Large Connectivity Limit",
    sample: "picked",
  },
  {
    sentence:
      "Theoretical description of anisotropic systems, such as layered superconductors and coupled spin chains, is often a challenge due to the different natures of interactions along different directions.",
    writable: true,
    source: "testdata/pdfs/arxiv_1111.2011v2.pdf",
    previous:
      "James M. Murray,1 Adrian Del Maestro,1, 2 and Zlatko Teˇsanovi´c1 1Institute for Quantum Matter and Department of Physics and Astronomy, Johns Hopkins University, Baltimore, Maryland 21218, USA 2Department of Physics, University of Vermont, Burlington, Vermont 05405, USA (Dated: April 3, 2012)",
    sample: "picked",
  },
  {
    sentence: "The command takes various subcommands, and different options depending on the subcommand:",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/git-bisect.html",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      "git bisect start [--term-{new,bad}=<term> --term-{old,good}=<term>] [--no-checkout] [--first-parent] [<bad> [<good>...]] [--] [<paths>...]",
    writable: false,
    why: "code",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous: "The command takes various subcommands, and different options depending on the subcommand:",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      "This command uses a binary search algorithm to find which commit in your project’s history introduced a bug.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous: "git bisect help",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      'You use it by first telling it a "bad" commit that is known to contain the bug, and a "good" commit that is known to be before the bug was introduced.',
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous:
      "This command uses a binary search algorithm to find which commit in your project’s history introduced a bug.",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      'Then git bisect picks a commit between those two endpoints and asks you whether the selected commit is "good" or "bad".',
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous:
      'You use it by first telling it a "bad" commit that is known to contain the bug, and a "good" commit that is known to be before the bug was introduced.',
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      "It continues narrowing down the range until it finds the exact commit that introduced the change.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous:
      'Then git bisect picks a commit between those two endpoints and asks you whether the selected commit is "good" or "bad".',
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      "In fact, git bisect can be used to find the commit that changed any property of your project; e.g., the commit that fixed a bug, or the commit that caused a benchmark’s performance to improve.",
    writable: true,
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous:
      "It continues narrowing down the range until it finds the exact commit that introduced the change.",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence: 'See section "Alternate terms" below for more information.',
    writable: false,
    why: "navigation",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous:
      'To support this more general usage, the terms "old" and "new" can be used in place of "good" and "bad", or you can choose your own terms.',
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence: "You start a bisect session as follows:",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous:
      "As an example, suppose you are trying to find the commit that broke a feature that was known to work in version v2.6.13-rc2 of your project.",
    heading: "Basic bisect commands: start, bad, good",
    sample: "picked",
  },
  {
    sentence:
      "$ git bisect bad # Current version is bad $ git bisect good v2.6.13-rc2 # v2.6.13-rc2 is known to be good",
    writable: false,
    why: "code",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous: "$ git bisect start",
    heading: "Basic bisect commands: start, bad, good",
    sample: "picked",
  },
  {
    sentence: "Bisecting: 675 revisions left to test after this (roughly 10 steps)",
    writable: false,
    why: "code",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous:
      "Once you have specified at least one bad and one good commit, git bisect selects a commit in the middle of that range of history, checks it out, and outputs something similar to the following:",
    heading: "Basic bisect commands: start, bad, good",
    sample: "picked",
  },
  {
    sentence: "If that version works correctly, type",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous: "You should now compile the checked-out version and test it.",
    heading: "Basic bisect commands: start, bad, good",
    sample: "picked",
  },
  {
    sentence: "The reference refs/bisect/bad will be left pointing at that commit.",
    writable: true,
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous:
      "Eventually there will be no more revisions left to inspect, and the command will print out a description of the first bad commit.",
    heading: "Basic bisect commands: start, bad, good",
    sample: "picked",
  },
  {
    sentence:
      "By default, this will return your tree to the commit that was checked out before git bisect start.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous: "$ git bisect reset",
    heading: "Bisect reset",
    sample: "picked",
  },
  {
    sentence: "(A new git bisect start will also do that, as it cleans up the old bisection state.)",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous:
      "By default, this will return your tree to the commit that was checked out before git bisect start.",
    heading: "Bisect reset",
    sample: "picked",
  },
  {
    sentence: "Or whatever.",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous:
      "Or you might be looking for the first commit in which the source-code filenames were finally all converted to your company’s naming standard.",
    heading: "Alternate terms",
    sample: "picked",
  },
  {
    sentence:
      'So instead, you can use the terms "old" and "new", respectively, in place of "good" and "bad".',
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous:
      'In such cases it can be very confusing to use the terms "good" and "bad" to refer to "the state before the change" and "the state after the change".',
    heading: "Alternate terms",
    sample: "picked",
  },
  {
    sentence:
      "You can get just the old (respectively new) term with git bisect terms --term-old or git bisect terms --term-good.",
    writable: true,
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous: "git bisect terms",
    heading: "Alternate terms",
    sample: "picked",
  },
  {
    sentence: "If the DISPLAY environment variable is not set, git log is used instead.",
    writable: true,
    source: "testdata/libraries/git-docs/git-bisect.html",
    previous: "$ git bisect visualize",
    heading: "Bisect visualize/view",
    sample: "picked",
  },
  {
    sentence: "githooks - Hooks used by Git",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/githooks.html",
    heading: "NAME",
    sample: "picked",
  },
  {
    sentence: "$GIT_DIR/hooks/* (or `git config core.hooksPath`/*)",
    writable: false,
    why: "code",
    source: "testdata/libraries/git-docs/githooks.html",
    heading: "SYNOPSIS",
    sample: "picked",
  },
  {
    sentence:
      "By default the hooks directory is $GIT_DIR/hooks, but that can be changed via the core.hooksPath configuration variable (see git-config(1)).",
    writable: true,
    source: "testdata/libraries/git-docs/githooks.html",
    previous: "Hooks that don’t have the executable bit set are ignored.",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      "Before Git invokes a hook, it changes its working directory to either $GIT_DIR in a bare repository or the root of the working tree in a non-bare repository.",
    writable: true,
    source: "testdata/libraries/git-docs/githooks.html",
    previous:
      "By default the hooks directory is $GIT_DIR/hooks, but that can be changed via the core.hooksPath configuration variable (see git-config(1)).",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence: "local_desc=$(git describe)",
    writable: false,
    why: "code",
    source: "testdata/libraries/git-docs/githooks.html",
    previous: "For example:",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence: "See the documentation for each hook below for details.",
    writable: false,
    why: "navigation",
    source: "testdata/libraries/git-docs/githooks.html",
    previous: "Hooks can get their arguments via the environment, command-line arguments, and stdin.",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      'When the rest of this document refers to "default hooks" it’s talking about the default template shipped with Git.',
    writable: false,
    why: "self-reference",
    source: "testdata/libraries/git-docs/githooks.html",
    previous: 'See the "TEMPLATE DIRECTORY" section in git-init(1) for details.',
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence: "The currently supported hooks are described below.",
    writable: false,
    why: "self-reference",
    source: "testdata/libraries/git-docs/githooks.html",
    previous:
      'When the rest of this document refers to "default hooks" it’s talking about the default template shipped with Git.',
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence: "This hook is invoked by git-am(1).",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/githooks.html",
    heading: "applypatch-msg",
    sample: "picked",
  },
  {
    sentence:
      "The hook is allowed to edit the message file in place, and can be used to normalize the message into some project standard format.",
    writable: true,
    source: "testdata/libraries/git-docs/githooks.html",
    previous: "Exiting with a non-zero status causes git am to abort before applying the patch.",
    heading: "applypatch-msg",
    sample: "picked",
  },
  {
    sentence:
      "The default pre-commit hook, when enabled, catches introduction of lines with trailing whitespaces and aborts the commit when such a line is found.",
    writable: true,
    source: "testdata/libraries/git-docs/githooks.html",
    previous:
      "Exiting with a non-zero status from this script causes the git commit command to abort before creating a commit.",
    heading: "pre-commit",
    sample: "picked",
  },
  {
    sentence:
      "All the git commit hooks are invoked with the environment variable GIT_EDITOR=: if the command will not bring up an editor to modify the commit message.",
    writable: true,
    source: "testdata/libraries/git-docs/githooks.html",
    previous:
      "The default pre-commit hook, when enabled, catches introduction of lines with trailing whitespaces and aborts the commit when such a line is found.",
    heading: "pre-commit",
    sample: "picked",
  },
  {
    sentence: "git reset [-q] [<tree-ish>] [--] <pathspec>…",
    writable: false,
    why: "code",
    source: "testdata/libraries/git-docs/git-reset.html",
    heading: "SYNOPSIS",
    sample: "picked",
  },
  {
    sentence: "(It does not affect the working tree or the current branch.)",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/git-reset.html",
    previous:
      "git reset [-q] [<tree-ish>] [--] <pathspec>…, git reset [-q] [--pathspec-from-file=<file> [--pathspec-file-nul]] [<tree-ish>]: These forms reset the index entries for all paths that match the <pathspec> to their state at <tree-ish>.",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      "--soft: Does not touch the index file or the working tree at all (but resets the head to <commit>, just like all modes do).",
    writable: true,
    source: "testdata/libraries/git-docs/git-reset.html",
    previous: "The <mode> must be one of the following:",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence: 'This leaves all your changed files "Changes to be committed", as git status would put it.',
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/git-reset.html",
    previous:
      "--soft: Does not touch the index file or the working tree at all (but resets the head to <commit>, just like all modes do).",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      "--mixed: Resets the index but not the working tree (i.e., the changed files are preserved but not marked for commit) and reports what has not been updated.",
    writable: true,
    source: "testdata/libraries/git-docs/git-reset.html",
    previous: 'This leaves all your changed files "Changes to be committed", as git status would put it.',
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence: "This is the default action.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/git-reset.html",
    previous:
      "--mixed: Resets the index but not the working tree (i.e., the changed files are preserved but not marked for commit) and reports what has not been updated.",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence: "-q, --quiet: Be quiet, only report errors.",
    writable: true,
    source: "testdata/libraries/git-docs/git-reset.html",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence: "Enabled by default.",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/git-reset.html",
    previous: "--refresh, --no-refresh: Refresh the index after a mixed reset.",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence: "Pathspec elements are separated by LF or CR/LF.",
    writable: true,
    source: "testdata/libraries/git-docs/git-reset.html",
    previous: "If <file> is exactly - then standard input is used.",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence: "See also --pathspec-file-nul and global --literal-pathspecs.",
    writable: false,
    why: "navigation",
    source: "testdata/libraries/git-docs/git-reset.html",
    previous:
      "Pathspec elements can be quoted as explained for the configuration variable core.quotePath (see git-config(1)).",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence: "For more details, see the pathspec entry in gitglossary(7).",
    writable: false,
    why: "navigation",
    source: "testdata/libraries/git-docs/git-reset.html",
    previous: "<pathspec>…: Limits the paths affected by the operation.",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence: "Undo add: $ edit <1>",
    writable: false,
    why: "code",
    source: "testdata/libraries/git-docs/git-reset.html",
    heading: "EXAMPLES",
    sample: "picked",
  },
  {
    sentence: "See also the configuration section of this manual page.",
    writable: false,
    why: "navigation",
    source: "testdata/libraries/git-docs/git-merge.html",
    previous:
      "If no commit is given from the command line, merge the remote-tracking branches that the current branch is configured to use as its upstream.",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence: "Last updated 2024-05-31 00:35:55 UTC",
    writable: false,
    why: "navigation",
    source: "testdata/libraries/git-docs/git-revert.html",
    previous: "Part of the git(1) suite",
    heading: "GIT",
    sample: "picked",
  },
  {
    sentence: "The SQLite R*Tree Module",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/sqlite-docs/rtree.html",
    sample: "picked",
  },
  {
    sentence: "This idea is easily extended to three dimensions for use in CAD systems.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous:
      "Given a query rectangle, an R-Tree is able to quickly find all entries that are contained within the query rectangle or which overlap the query rectangle.",
    heading: "1. Overview",
    sample: "picked",
  },
  {
    sentence: "And so forth.",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous:
      "A R-Tree is able to quickly find all events that were active at any time during a given time interval, or all events that started during a particular time interval, or all events that both started and ended within a given time interval.",
    heading: "1. Overview",
    sample: "picked",
  },
  {
    sentence:
      "The R-Tree concept originated with Toni Guttman: R-Trees: A Dynamic Index Structure for Spatial Searching, Proc.",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous: "And so forth.",
    heading: "1. Overview",
    sample: "picked",
  },
  {
    sentence: "1984 ACM SIGMOD International Conference on Management of Data, pp. 47-57.",
    writable: false,
    why: "citation-list",
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous:
      "The R-Tree concept originated with Toni Guttman: R-Trees: A Dynamic Index Structure for Spatial Searching, Proc.",
    heading: "1. Overview",
    sample: "picked",
  },
  {
    sentence: "SIGMOD Conference 1990: 322-331.",
    writable: false,
    why: "citation-list",
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous:
      'The implementation found in SQLite is a refinement of Guttman\'s original idea, commonly called "R*Trees", that was described by Norbert Beckmann, Hans-Peter Kriegel, Ralf Schneider, Bernhard Seeger: The R*-Tree: An Efficient and Robust Access Method for Points and Rectangles.',
    heading: "1. Overview",
    sample: "picked",
  },
  {
    sentence:
      "To enable the R*Tree module, simply compile with the SQLITE_ENABLE_RTREE C-preprocessor macro defined.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous:
      "The source code to the SQLite R*Tree module is included as part of the amalgamation but is disabled by default.",
    heading: "2. Compiling The R*Tree Module",
    sample: "picked",
  },
  {
    sentence:
      'With many compilers, this is accomplished by adding the option "-DSQLITE_ENABLE_RTREE=1" to the compiler command-line.',
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous:
      "To enable the R*Tree module, simply compile with the SQLITE_ENABLE_RTREE C-preprocessor macro defined.",
    heading: "2. Compiling The R*Tree Module",
    sample: "picked",
  },
  {
    sentence: "Each R*Tree index is a virtual table with an odd number of columns between 3 and 11.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous: "The SQLite R*Tree module is implemented as a virtual table.",
    heading: "3. Using the R*Tree Module",
    sample: "picked",
  },
  {
    sentence: "And a 5-dimensional R*Tree has 11 columns.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous: "A 4-dimensional R*Tree has 9 columns.",
    heading: "3. Using the R*Tree Module",
    sample: "picked",
  },
  {
    sentence: "A new R*Tree index is created as follows:",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/sqlite-docs/rtree.html",
    heading: "3.1. Creating An R*Tree Index",
    sample: "picked",
  },
  {
    sentence: "CREATE VIRTUAL TABLE <name> USING rtree(<column-names>);",
    writable: false,
    why: "code",
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous: "A new R*Tree index is created as follows:",
    heading: "3.1. Creating An R*Tree Index",
    sample: "picked",
  },
  {
    sentence:
      "The <name> is the name your application chooses for the R*Tree index and <column-names> is a comma separated list of between 3 and 11 columns.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous: "CREATE VIRTUAL TABLE <name> USING rtree(<column-names>);",
    heading: "3.1. Creating An R*Tree Index",
    sample: "picked",
  },
  {
    sentence: "<name>_node",
    writable: false,
    why: "code",
    source: "testdata/libraries/sqlite-docs/rtree.html",
    previous: "The names of these shadow tables are:",
    heading: "3.1. Creating An R*Tree Index",
    sample: "picked",
  },
  {
    sentence: "A partial index is an index over a subset of the rows of a table.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/partialindex.html",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence:
      "Create a partial index by adding a WHERE clause to the end of an ordinary CREATE INDEX statement.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/partialindex.html",
    heading: "2. Creating Partial Indexes",
    sample: "picked",
  },
  {
    sentence: "create-index-stmt:",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/sqlite-docs/partialindex.html",
    previous:
      "Create a partial index by adding a WHERE clause to the end of an ordinary CREATE INDEX statement.",
    heading: "2. Creating Partial Indexes",
    sample: "picked",
  },
  {
    sentence: "CREATE INDEX po_parent ON purchaseorder(parent_po) WHERE parent_po IS NOT NULL;",
    writable: false,
    why: "code",
    source: "testdata/libraries/sqlite-docs/partialindex.html",
    previous: "The following is a typical example:",
    heading: "2. Creating Partial Indexes",
    sample: "picked",
  },
  {
    sentence:
      'In the example above, if most purchase orders do not have a "parent" purchase order, then most parent_po values will be NULL.',
    writable: false,
    why: "self-reference",
    source: "testdata/libraries/sqlite-docs/partialindex.html",
    previous: "CREATE INDEX po_parent ON purchaseorder(parent_po) WHERE parent_po IS NOT NULL;",
    heading: "2. Creating Partial Indexes",
    sample: "picked",
  },
  {
    sentence: "That means only a small subset of the rows in the purchaseorder table will be indexed.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/partialindex.html",
    previous:
      'In the example above, if most purchase orders do not have a "parent" purchase order, then most parent_po values will be NULL.',
    heading: "2. Creating Partial Indexes",
    sample: "picked",
  },
  {
    sentence: "Hence the index will take up much less space.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/partialindex.html",
    previous: "That means only a small subset of the rows in the purchaseorder table will be indexed.",
    heading: "2. Creating Partial Indexes",
    sample: "picked",
  },
  {
    sentence:
      "The query above will use the po_parent index to help find the answer, since the po_parent index contains entries for all rows of interest.",
    writable: false,
    why: "self-reference",
    source: "testdata/libraries/sqlite-docs/partialindex.html",
    previous: "SELECT po_num FROM purchaseorder WHERE parent_po=?1;",
    heading: "2. Creating Partial Indexes",
    sample: "picked",
  },
  {
    sentence: "This page last modified on 2022-04-12 00:22:10 UTC",
    writable: false,
    why: "navigation",
    source: "testdata/libraries/sqlite-docs/datatype3.html",
    previous: "--result 2 4 3 1",
    heading: "7.2. Collation Sequence Examples",
    sample: "picked",
  },
  {
    sentence:
      "The best feature of SQL (in all its implementations, not just SQLite) is that it is a declarative language, not a procedural language.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/queryplanner.html",
    heading: "Overview",
    sample: "picked",
  },
  {
    sentence: "All of these algorithms will get the correct answer, though some will run faster than others.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/queryplanner.html",
    previous:
      "For any given SQL statement, there might be hundreds or thousands or even millions of different algorithms of performing the operation.",
    heading: "Overview",
    sample: "picked",
  },
  {
    sentence:
      "The query planner is an AI that tries to pick the fastest and most efficient algorithm for each SQL statement.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/queryplanner.html",
    previous: "All of these algorithms will get the correct answer, though some will run faster than others.",
    heading: "Overview",
    sample: "picked",
  },
  {
    sentence: "However, the query planner needs indices to work with.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/queryplanner.html",
    previous: "Most of the time, the query planner in SQLite does a good job.",
    heading: "Overview",
    sample: "picked",
  },
  {
    sentence: 'Figure 1: Logical Layout Of Table "FruitsForSale"',
    writable: false,
    why: "caption",
    source: "testdata/libraries/sqlite-docs/queryplanner.html",
    previous:
      "With some (arbitrary) data, such a table might be logically stored on disk as shown in figure 1:",
    heading: "1.1. Tables Without Indices",
    sample: "picked",
  },
  {
    sentence:
      'By default, every row in SQLite has a special column, usually called the "rowid", that uniquely identifies that row within the table.',
    writable: true,
    source: "testdata/libraries/sqlite-docs/withoutrowid.html",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "There are sometimes space and performance advantages to omitting the rowid.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/withoutrowid.html",
    previous:
      'However if the phrase "WITHOUT ROWID" is added to the end of a CREATE TABLE statement, then the special "rowid" column is omitted.',
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: "A WITHOUT ROWID table is a table that uses a Clustered Index as the primary key.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/withoutrowid.html",
    previous: "There are sometimes space and performance advantages to omitting the rowid.",
    heading: "1. Introduction",
    sample: "picked",
  },
  {
    sentence: ") WITHOUT ROWID;",
    writable: false,
    why: "code",
    source: "testdata/libraries/sqlite-docs/withoutrowid.html",
    previous: "CREATE TABLE IF NOT EXISTS wordcount( word TEXT PRIMARY KEY, cnt INTEGER",
    heading: "1.1. Syntax",
    sample: "picked",
  },
  {
    sentence:
      'One can write "WITHOUT rowid" or "without rowid" or "WiThOuT rOwId" and it will mean the same thing.',
    writable: true,
    source: "testdata/libraries/sqlite-docs/withoutrowid.html",
    previous: "As with all SQL syntax, the case of the keywords does not matter.",
    heading: "1.1. Syntax",
    sample: "picked",
  },
  {
    sentence: "2022_Pakistan_floods",
    writable: false,
    why: "fragment",
    source: "testdata/eval/freshwiki/txt/2022_Pakistan_floods.txt",
    sample: "picked",
  },
  {
    sentence:
      "Pakistan contributes less than 1% of global greenhouse gas emissions, but is one of the places most vulnerable to climate change.",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Pakistan_floods.txt",
    previous: "The heatwaves also triggered glacial flooding in Gilgit-Baltistan [12] [13].",
    heading: "Background",
    sample: "picked",
  },
  {
    sentence: "The floods have turned the Indus River into a lake 100 km (62 mi) wide [33] [34] [35].",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Pakistan_floods.txt",
    previous:
      'The Larkana and Sukkur divisions were severely affected by the floods; Thari Mirwah and Khairpur Nathan Shah were "inundated".',
    heading: "Sindh",
    sample: "picked",
  },
  {
    sentence: "309 people died and 600,000 others were displaced by floods [3].",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Pakistan_floods.txt",
    heading: "Khyber Pakhtunkhwa",
    sample: "picked",
  },
  {
    sentence:
      "PTCL Group, Pakistan's largest telecom and internet services provider, announced ₨ [66] [67] [68].",
    writable: false,
    why: "fragment",
    source: "testdata/eval/freshwiki/txt/2022_Pakistan_floods.txt",
    previous:
      "Army officers, federal cabinet members, and senators will donate their one-month salary for the flood relief fund.",
    heading: "National",
    sample: "picked",
  },
  {
    sentence:
      "[59] http://tribune.com.pk/story/2368705/watch-two-youths-brave-gushing-flood-waters-to-save-two-minor-girls-in-g-b [60] https://www.dawn.com/news/1705435/taunsa-city-submerged-by-floodwater [61] https://www.thenews.com.pk/print/982658-govt-mulls-evacuation-after-flood-warning-in-dg-khan [62] https://www.dawn.com/news/1705435 [63] https://www.dawn.com/news/1702669 [64] https://www.dawn.com/news/1705611 [65] https://www.dawn.com/news/1706855/donors-pledge-500m-for-flood-relief-efforts [66] https://en.dailypakistan.com.pk/25-Aug-2022/pakistani-cabinet-members-military-officers-to-donate-one-month-salary-for-flood-affectees [67] https://radio.gov.pk/26-08-2022/federal-cabinet-memberspak-army-officers-donate-one-month-salary-to-flood-relief-fund [68] https://www.nation.com.pk/amp/2022/08/26/senators-to-donate-salaries-for-relief-of-flood-victims/ [69] https://nation.com.pk/amp/2022/08/30/ptcl-group-pledges-rs1-75-billion-to-support-flood-affectees/ [70] https://247news.com.pk/ptcl-group-announces-flood-relief-package-worth-rs-1-75billion/ [71] https://www.thenews.com.pk/print/986778-three-hour-long-telethon-imran-raises-rs5bn-for-flood-victims [72] https://www.thenews.com.pk/latest/986790-pakistan-un-to-launch-flood-response-plan-today [73] https://m.guancha.cn/politics/2022_09_02_656350.shtml [74] https://www.aa.com.tr/en/asia-pacific/over-82k-raised-for-pakistani-flood-victims-at-embassy-fundraiser/2680859 [75] https://dailytimes.com.pk/988009/pta-introduces-9999-sms-code-for-flood-relief-donations-2/amp/ [76] https://www.app.com.pk/national/pta-introduces-9999-sms-code-for-flood-relief-donations/ [77] https://www.dw.com/en/pakistanis-outraged-by-inept-government-response-to-monsoon-floods/a-62959022 [78] https://www.youtube.com/watch?",
    writable: false,
    why: "citation-list",
    source: "testdata/eval/freshwiki/txt/2022_Pakistan_floods.txt",
    previous:
      "amp=1 [54] https://www.app.com.pk/domestic/flood-wreaks-havoc-in-d-i-khan-kills-12-people-injures-over-50-others/ [55] https://www.dawn.com/news/1698635 [56] https://www.suchtv.pk/pakistan/gilgit-baltistan/item/114337-four-dead-serveral-missing-as-flash-floods-wreak-havoh-in-ghizer-gb.html [57] https://www.thenews.com.pk/tns/detail/973919-threatening-glaciers [58] https://arab.news/j87ab",
    heading: "References",
    sample: "picked",
  },
  {
    sentence:
      "On July 27, 2022, at 8:43:24 a.m. (PHT), an earthquake struck the island of Luzon in the Philippines.",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Luzon_earthquake.txt",
    previous: "2022_Luzon_earthquake",
    sample: "picked",
  },
  {
    sentence: "These active plate boundaries lead to high seismic activity.",
    writable: false,
    why: "dangling",
    source: "testdata/eval/freshwiki/txt/2022_Luzon_earthquake.txt",
    previous:
      "Magnitude 7 or greater earthquakes in this region since 1970 have exhibited reverse, normal, and strike-slip faulting.",
    heading: "Earthquake",
    sample: "picked",
  },
  {
    sentence:
      "According to the USGS, the seismic moment released was 5.4e+19 N-m, corresponding to a moment magnitude of 7.1 (Mw ).",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Luzon_earthquake.txt",
    previous:
      "The Sunda Plate subducts eastward beneath Luzon with the plate boundary located off the western coast of Luzon.",
    heading: "Characteristics",
    sample: "picked",
  },
  {
    sentence:
      "It was reported as 7.3 Ms by the Philippine Institute of Volcanology and Seismology (PHIVOLCS).",
    writable: false,
    why: "dangling",
    source: "testdata/eval/freshwiki/txt/2022_Luzon_earthquake.txt",
    previous:
      "A finite fault obtained from seismic inversion suggest rupture occurred along a east-dipping thrust fault, and produced a maximum displacement of 0.9 m (2 ft 11 in).",
    heading: "Characteristics",
    sample: "picked",
  },
  {
    sentence:
      'President Barack Obama has admitted that his failure to pass "common sense gun safety laws" in the US is the greatest frustration of his presidency.',
    writable: true,
    source: "testdata/web-pages/readability/bbc-1/source.html",
    sample: "picked",
  },
  {
    sentence: "- The UK must stay in the EU to have influence on the world stage",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/bbc-1/source.html",
    previous: "In a wide-ranging interview, President Obama also said:",
    sample: "picked",
  },
  {
    sentence:
      'But with just 18 months left in power, he said gun control was the area where he has been "most frustrated and most stymied" since coming to power in 2009.',
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/bbc-1/source.html",
    previous: "Mr Obama lands in Kenya later on Friday for his first visit since becoming president.",
    sample: "picked",
  },
  {
    sentence:
      "\"If you look at the number of Americans killed since 9/11 by terrorism, it's less than 100. If you look at the number that have been killed by gun violence, it's in the tens of thousands,\" Mr Obama said.",
    writable: true,
    source: "testdata/web-pages/readability/bbc-1/source.html",
    previous:
      'But with just 18 months left in power, he said gun control was the area where he has been "most frustrated and most stymied" since coming to power in 2009.',
    sample: "picked",
  },
  {
    sentence: "The president said he would continue fighting for greater gun control laws",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/bbc-1/source.html",
    previous:
      "\"If you look at the number of Americans killed since 9/11 by terrorism, it's less than 100. If you look at the number that have been killed by gun violence, it's in the tens of thousands,\" Mr Obama said.",
    sample: "picked",
  },
  {
    sentence:
      "The only body swerve the president performed was when I asked him how many minds he had changed on the Iran nuclear deal after an intense sell aimed at Gulf allies and members of US Congress who remain implacably opposed.",
    writable: false,
    why: "self-reference",
    source: "testdata/web-pages/readability/bbc-1/source.html",
    previous:
      'But the man sat before me today was relaxed and confident, buoyed by a string of "wins" on healthcare, Cuba and Iran, after bitter and ongoing battles with his many critics.',
    heading: "Analysis: Jon Sopel, BBC News, Washington",
    sample: "picked",
  },
  {
    sentence:
      '"I am not a fan of discrimination and bullying of anybody on the basis of race, on the basis of religion, on the basis of sexual orientation or gender," he said.',
    writable: true,
    source: "testdata/web-pages/readability/bbc-1/source.html",
    previous: "However, in his interview, the president said he would not fall silent on the issue.",
    heading: "Kenya trip",
    sample: "picked",
  },
  {
    sentence: "I still remember using the iPhone 4 for the first time in 2010.",
    writable: false,
    why: "self-reference",
    source: "testdata/web-pages/readability/theverge/source.html",
    sample: "picked",
  },
  {
    sentence:
      "The headset packs an insane 23 megapixels into dual MicroOLED panels, meaning that each eye looks through a roughly 4K display.",
    writable: true,
    source: "testdata/web-pages/readability/theverge/source.html",
    previous: "There’s no going back.",
    sample: "picked",
  },
  {
    sentence:
      "Sign up for Command Line, a paid weekly newsletter from Alex Heath about the tech industry’s inside conversation.",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/theverge/source.html",
    previous: "Like that first Retina display, it’s something you can’t unsee.",
    sample: "picked",
  },
  {
    sentence: "$7/month",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/theverge/source.html",
    heading: "Monthly",
    sample: "picked",
  },
  {
    sentence: "We accept credit card, Apple Pay and Google Pay.",
    writable: false,
    why: "self-reference",
    source: "testdata/web-pages/readability/theverge/source.html",
    previous: "Keep your team informed on the inside conversation.",
    heading: "Corporate",
    sample: "picked",
  },
  {
    sentence: "Related: Chicago is America's most segregated city",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/cnn/source.html",
    previous:
      'The low ranking the U.S. received was due to its extreme levels of wealth and income inequality and the ineffectiveness of its "safety net" -- social programs aimed at reducing poverty.',
    heading:
      "The U.S. has long been heralded as a land of opportunity -- a place where anyone can succeed regardless of the economic class they were born into.",
    sample: "picked",
  },
  {
    sentence: "Comments (5 posted)",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/lwn-1/source.html",
    previous: "It could still be a while before the courts rule on either side of that question, however.",
    heading: "A trademark battle in the Arduino community",
    sample: "picked",
  },
  {
    sentence: "Next page: Security>>",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/lwn-1/source.html",
    previous:
      "- Announcements: A Turing award for Michael Stonebraker, Sébastien Jodogne, ReGlue are Free Software Award winners, Kat Walsh joins FSF board of directors, Cyanogen, ...",
    heading: "Inside this week's LWN.net Weekly Edition",
    sample: "picked",
  },
  {
    sentence: "Mozilla is a free-software community, created in 1998 by members of Netscape.",
    writable: true,
    source: "testdata/web-pages/readability/wikipedia/source.html",
    previous: "Website mozilla.org/,%20https://www.mozilla.org/tr/",
    sample: "picked",
  },
  {
    sentence: "- 4.2 Mozilla Persona",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/wikipedia/source.html",
    previous: "- 4.1 Mozilla VR",
    heading: "Contents",
    sample: "picked",
  },
  {
    sentence: '- ^ Zawinski, Jamie (1996). "nscp dorm".',
    writable: false,
    why: "citation-list",
    source: "testdata/web-pages/readability/wikipedia/source.html",
    previous: "Retrieved 2012-08-19.",
    heading: "References[edit]",
    sample: "picked",
  },
  {
    sentence: "Its source code is licensed under the Mozilla Public License.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/wikipedia/source.html",
    previous: "Gecko is written in C++ and uses NSPR for platform independence.",
    heading: "Gecko[edit]",
    sample: "picked",
  },
  {
    sentence:
      "NSS was previously tri-licensed under the Mozilla Public License 1.1, the GNU General Public License, and the GNU Lesser General Public License, but upgraded to GPL-compatible MPL 2.0.",
    writable: true,
    source: "testdata/web-pages/readability/wikipedia/source.html",
    previous:
      "NSS provides a complete open-source implementation of crypto libraries supporting SSL and S/MIME.",
    heading: "NSS[edit]",
    sample: "picked",
  },
  {
    sentence: "Firefox uses Gecko both for rendering web pages and for rendering its user interface.",
    writable: true,
    source: "testdata/web-pages/readability/wikipedia/source.html",
    previous: "Its source code is licensed under the Mozilla Public License.",
    heading: "Gecko[edit]",
    sample: "picked",
  },
  {
    sentence: "Next",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/mozilla-1/source.html",
    previous: "Learn more",
    heading: "Themes",
    sample: "picked",
  },
  {
    sentence: 'printf("hello, world!\\n");',
    writable: false,
    why: "code",
    source: "testdata/web-pages/readability/v8-blog/source.html",
    previous: "int main() {",
    heading: "Running in Wasm runtimes",
    sample: "picked",
  },
  {
    sentence:
      "General UX UX draft UX review UI mockup UI review Implementation draft Implementation review Final review Load map",
    writable: false,
    why: "table",
    source: "testdata/web-pages/readability/keep-tabular-data/source.html",
    previous: "They sometimes look funny and out of place, but they should be functional.",
    heading: "The GUI progress (kovarex)",
    sample: "picked",
  },
  {
    sentence: "We can still make experimental/stable version numbers inside 0.17.",
    writable: false,
    why: "self-reference",
    source: "testdata/web-pages/readability/keep-tabular-data/source.html",
    previous: "Even if 0.17 becomes stable in a reasonable time, we would still push things on top of it.",
    heading: "After release plan",
    sample: "picked",
  },
  {
    sentence: "Following are some restrictions we place on the callback logic (lambda):",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/dropbox-blog/source.html",
    heading: "Lambda requirements",
    sample: "picked",
  },
  {
    sentence: "Home | Table of contents | Index | Modules",
    writable: false,
    why: "navigation",
    source: "/usr/share/doc/python-django-doc/html/topics/db/models.html",
    heading: "Django 3.2.25 documentation",
    sample: "picked",
  },
  {
    sentence: "reporter = models.ForeignKey(Reporter, on_delete=models.CASCADE) def __str__(self):",
    writable: false,
    why: "code",
    source: "/usr/share/doc/python-django-doc/html/intro/overview.html",
    previous: "headline = models.CharField(max_length=200) content = models.TextField()",
    heading: "Design your model¶",
    sample: "picked",
  },
  {
    sentence: "See also PREPEND_WWW.",
    writable: false,
    why: "navigation",
    source: "/usr/share/doc/python-django-doc/html/ref/settings.html",
    previous: "The APPEND_SLASH setting is only used if CommonMiddleware is installed (see Middleware).",
    heading: "APPEND_SLASH¶",
    sample: "picked",
  },
  {
    sentence:
      'Copyright [yyyy] [name of copyright owner] Licensed under the Apache License, Version 2.0 (the "License");',
    writable: false,
    why: "front-matter",
    source: "/usr/share/doc/apache2-doc/manual/en/license.html",
    previous:
      'We also recommend that a file or class name and description of purpose be included on the same "printed page" as the copyright notice for easier identification within third-party archives.',
    sample: "picked",
  },
  {
    sentence: "Home Page: https://cmake.org",
    writable: false,
    why: "navigation",
    source: "/usr/share/doc/cmake-data/html/manual/cmake.1.html",
    previous: "The following resources are available to get help using CMake:",
    heading: "See Also¶",
    sample: "picked",
  },
  {
    sentence: "SHARED libraries are linked dynamically and loaded at runtime.",
    writable: true,
    source: "/usr/share/doc/cmake-data/html/command/add_library.html",
    previous: "STATIC libraries are archives of object files for use when linking other targets.",
    heading: "Normal Libraries¶",
    sample: "picked",
  },
  {
    sentence: "Table of Contents",
    writable: false,
    why: "navigation",
    source: "/usr/share/doc/git-doc/user-manual.html",
    heading: "Chapter 8. Submodules",
    sample: "picked",
  },
  {
    sentence: "Next step: get familiar with the object naming.",
    writable: false,
    why: "navigation",
    source: "/usr/share/doc/git-doc/user-manual.html",
    previous: "Now is a good point to take a break to let this information sink in.",
    heading: "A birds-eye view of Git’s source code",
    sample: "picked",
  },
  {
    sentence: "index: A collection of files with stat information, whose contents are stored as objects.",
    writable: true,
    source: "/usr/share/doc/git-doc/user-manual.html",
    previous: "In earlier versions of Git you had to make them executable.",
    heading: "Chapter 11. Git Glossary",
    sample: "picked",
  },
  {
    sentence: "Next, copy proj.git to the server where you plan to host the public repository.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/git-doc/user-manual.html",
    previous:
      'The resulting directory proj.git contains a "bare" git repository—it is just the contents of the .git directory, without any files checked out around it.',
    heading: "Setting up a public repository",
    sample: "picked",
  },
  {
    sentence:
      "Apache HTTP サーバはモジュール化されたプログラムで、管理者がモジュールを選択することでサーバに組み込む機能を選ぶことができます。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/ja/dso.html",
    sample: "picked",
  },
  {
    sentence: "モジュールはサーバがビルドされるときに httpd バイナリに静的に組み込むことができます。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/ja/dso.html",
    previous:
      "Apache HTTP サーバはモジュール化されたプログラムで、管理者がモジュールを選択することでサーバに組み込む機能を選ぶことができます。",
    sample: "picked",
  },
  {
    sentence: "この文書は DSO モジュールの使い方と、仕組みについて説明します。",
    writable: false,
    why: "self-reference",
    source: "/usr/share/doc/apache2-doc/manual/ja/dso.html",
    previous:
      "DSO モジュールはサーバがビルドされるときにコンパイルしたり、 Apache 拡張ツール (apxs) を使って後でコンパイルして追加したりできます。",
    sample: "picked",
  },
  {
    sentence: "このモジュールは Apache のコアに静的に組み込まれている必要があります。",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/ja/dso.html",
    previous:
      "個々の Apache モジュールをロードするための DSO サポートは mod_so.c というモジュールの機能に基づいています。",
    heading: "実装 ¶",
    sample: "picked",
  },
  {
    sentence: "それは core.c 以外では DSO にできない唯一のモジュールです。",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/ja/dso.html",
    previous: "このモジュールは Apache のコアに静的に組み込まれている必要があります。",
    heading: "実装 ¶",
    sample: "picked",
  },
  {
    sentence: "本文档介绍了什么是多处理模块，以及 Apache HTTP 服务器如何使用它们。",
    writable: false,
    why: "self-reference",
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    heading: "多处理模块(MPM)",
    sample: "picked",
  },
  {
    sentence: "Apache HTTP 服务器被设计为一个功能强大，并且灵活的 web 服务器，可以在很多平台与环境中工作。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    heading: "介绍 ¶",
    sample: "picked",
  },
  {
    sentence:
      "这种设计允许网站管理员通过在编译时或运行时，选择哪些模块将会加载在服务器中，来选择服务器特性。",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    previous: "Apache httpd 通过模块化的设计来适应各种环境。",
    heading: "介绍 ¶",
    sample: "picked",
  },
  {
    sentence: "它提供了可以选择的多处理模块(MPM)，用来绑定到网络端口上，接受请求，以及调度子进程处理请求。",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    previous: "Apache HTTP 服务器 2.0 扩展此模块化设计到最基本的 web 服务器功能。",
    heading: "介绍 ¶",
    sample: "picked",
  },
  {
    sentence:
      "例如，要求更高伸缩性的站点可以选择使用线程的 MPM，即 worker 或 event；需要可靠性或者与旧软件兼容的站点可以使用 prefork。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    previous: "- Apache httpd 能更好的为有特殊要求的站点定制。",
    heading: "介绍 ¶",
    sample: "picked",
  },
  {
    sentence: "在用户看来，MPM 很像其它 Apache httpd 模块。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    previous:
      "例如，要求更高伸缩性的站点可以选择使用线程的 MPM，即 worker 或 event；需要可靠性或者与旧软件兼容的站点可以使用 prefork。",
    heading: "介绍 ¶",
    sample: "picked",
  },
  {
    sentence: "Langues Disponibles: en | fr | ru",
    writable: false,
    why: "navigation",
    source: "/usr/share/doc/apache2-doc/manual/fr/getting-started.html",
    heading: "Pour démarrer",
    sample: "picked",
  },
  {
    sentence: "Ce document vous permettra de parcourir les bases du sujet.",
    writable: false,
    why: "self-reference",
    source: "/usr/share/doc/apache2-doc/manual/fr/getting-started.html",
    previous:
      "Si vous ne connaissez rien au serveur HTTP Apache, ou même au fonctionnement d'un site web, vous vous demandez probablement par où commencer et quelles questions poser.",
    heading: "Pour démarrer",
    sample: "picked",
  },
  {
    sentence: "Un chemin peut représenter plusieurs types de ressources sur le serveur.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/fr/getting-started.html",
    previous:
      "Un client (par exemple un navigateur web) se connecte à un serveur (par exemple votre serveur HTTP Apache) avec un protocole spécifique, et effectue une requête pour une ressource en spécifiant son chemin.",
    heading: "Clients, serveurs et URLs ¶",
    sample: "picked",
  },
  {
    sentence:
      "Il peut s'agir d'un fichier (comme getting-started.html), d'un gestionnaire (comme server-status) ou d'une sorte quelconque de programme (comme index.php).",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/fr/getting-started.html",
    previous: "Un chemin peut représenter plusieurs types de ressources sur le serveur.",
    heading: "Clients, serveurs et URLs ¶",
    sample: "picked",
  },
  {
    sentence: "Nous décrirons tout cela plus en détails ci-dessous dans la section Contenu d'un site web.",
    writable: false,
    why: "self-reference",
    source: "/usr/share/doc/apache2-doc/manual/fr/getting-started.html",
    previous:
      "Il peut s'agir d'un fichier (comme getting-started.html), d'un gestionnaire (comme server-status) ou d'une sorte quelconque de programme (comme index.php).",
    heading: "Clients, serveurs et URLs ¶",
    sample: "picked",
  },
  {
    sentence:
      "Le code d'état indique si la requête a été traitée avec succès, ou dans la négative, quel type d'erreur a été rencontré.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/fr/getting-started.html",
    previous:
      "Le serveur envoie alors une réponse comportant un code d'état, et éventuellement un corps de réponse.",
    heading: "Clients, serveurs et URLs ¶",
    sample: "picked",
  },
  {
    sentence:
      "Beim Start bindet sich der httpd an bestimmte Adressen und Ports der lokalen Maschine und wartet auf eingehende Anfragen.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/de/bind.html",
    heading: "Überblick ¶",
    sample: "picked",
  },
  {
    sentence:
      "Dies wird oft mit der Funktionalität virtueller Hosts kombiniert, die bestimmt, wie der httpd auf verschiedene IP-Adressen, Hostnamen und Ports reagiert.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/de/bind.html",
    previous:
      "Es kann jeodch notwendig sein, ihm mit zuteilen, nur an bestimmten Ports zu lauschen oder nur an ausgewählten Adressen, bzw. einer Kombination aus beidem.",
    heading: "Überblick ¶",
    sample: "picked",
  },
  {
    sentence:
      "Die Direktive Listen weist den Server an, eingehende Anfragen nur an bestimmten Port(s) oder Adress/Port-Kombinationen zu akzeptieren.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/de/bind.html",
    previous:
      "Dies wird oft mit der Funktionalität virtueller Hosts kombiniert, die bestimmt, wie der httpd auf verschiedene IP-Adressen, Hostnamen und Ports reagiert.",
    heading: "Überblick ¶",
    sample: "picked",
  },
  {
    sentence:
      "Es können mehrere Listen-Anweisungen verwendet werden, um eine Reihe von Adressen und Ports anzugeben, an denen gelauscht werden soll.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/de/bind.html",
    previous:
      "Ist auch eine IP-Adresse angegeben, dann lauscht der Server an der angegebenen Schnittstelle auf dem angegebenen Port.",
    heading: "Überblick ¶",
    sample: "picked",
  },
  {
    sentence: "Listen 80",
    writable: false,
    why: "code",
    source: "/usr/share/doc/apache2-doc/manual/de/bind.html",
    previous:
      "Um beispielsweise den Server zu veranlassen, auf allen Netzwerkinterfaces sowohl an Port 80, als auch an Port 8000 Verbindungen zu akzeptieren, geben Sie an:",
    heading: "Überblick ¶",
    sample: "picked",
  },
  {
    sentence: "No Windows o Apache geralmente é executado como um serviço.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/pt-br/invoking.html",
    sample: "picked",
  },
  {
    sentence: "Este documento descreve como executar o httpd.",
    writable: false,
    why: "self-reference",
    source: "/usr/share/doc/apache2-doc/manual/pt-br/invoking.html",
    previous:
      "No Unix o programa httpd é executado como um daemon em fica continuamente em segundo plano para gerenciar as requisições.",
    sample: "picked",
  },
  {
    sentence:
      "O processo principal httpd continua a ser executado como usuário root, mas os processos filhos são executados como um usuário com menos privilégios.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/pt-br/invoking.html",
    previous:
      "Depois que o servidor for iniciado e executar algumas atividades preliminares, como abrir seus arquivos de registro, ele iniciará vários processos filhos que realizam o trabalho de monitorar e responder às requisições de clientes.",
    heading: "Como o Apache Inicia ¶",
    sample: "picked",
  },
  {
    sentence: "Isso é controlado pelo Módulo de Multiprocessamento selecionado.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/pt-br/invoking.html",
    previous:
      "O processo principal httpd continua a ser executado como usuário root, mas os processos filhos são executados como um usuário com menos privilégios.",
    heading: "Como o Apache Inicia ¶",
    sample: "picked",
  },
  {
    sentence:
      "A primeira coisa que o httpd faz quando é chamado é localizar e ler o arquivo de configuração apache2.conf.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/pt-br/invoking.html",
    previous:
      "Você também pode editar diretamente o script apache2ctl alterando a variável HTTPD no início para especificar o local correto do binário httpd e quaisquer argumentos da linha de comando que você deseje que estejam sempre presentes.",
    heading: "Como o Apache Inicia ¶",
    sample: "picked",
  },
  {
    sentence: "Этот документ познакомит вас с основами.",
    writable: false,
    why: "self-reference",
    source: "/usr/share/doc/apache2-doc/manual/ru/getting-started.html",
    previous:
      "Если вы абсолютный новичок в работе с HTTP-сервером Apache или в запуске веб-сайтов вообще, вы можете не знать с чего начать или какие вопросы задавать.",
    heading: "Начало работы",
    sample: "picked",
  },
  {
    sentence: "URL-путь может обозначать множество вещей на сервере.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/ru/getting-started.html",
    previous:
      "Клиент (например, веб-браузер) подключается к серверу (например, вашему HTTP-серверу Apache), используя определённый протокол, и отправляет запрос на ресурс, используя URL-путь.",
    heading: "Клиенты, серверы и URL-адреса ¶",
    sample: "picked",
  },
  {
    sentence: "Мы рассмотрим это подробней ниже, в разделе Контент веб-сайта.",
    writable: false,
    why: "self-reference",
    source: "/usr/share/doc/apache2-doc/manual/ru/getting-started.html",
    previous:
      "Это может быть файл (как getting-started.html), обработчик (как server-status) или файл какой-то программы (как index.php).",
    heading: "Клиенты, серверы и URL-адреса ¶",
    sample: "picked",
  },
  {
    sentence: "Сервер отправляет ответ, содержащий код состояния и, опционально, тело ответа.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/ru/getting-started.html",
    previous: "Мы рассмотрим это подробней ниже, в разделе Контент веб-сайта.",
    heading: "Клиенты, серверы и URL-адреса ¶",
    sample: "picked",
  },
  {
    sentence: "Это говорит клиенту, что он должен делать с ответом.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/ru/getting-started.html",
    previous:
      "Код состояния указывает, был ли запрос успешно обработан, а если нет, то какая ошибка произошла.",
    heading: "Клиенты, серверы и URL-адреса ¶",
    sample: "picked",
  },
  {
    sentence:
      "En Unix, el programa httpd se ejecuta como un demonio (daemon) de forma contíniua y en segundo plano y atiende las peticiones que le lleguen.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/es/invoking.html",
    previous: "Para obtener más información, consulte Ejecutar Apache como un servicio.",
    heading: "Iniciar Apache",
    sample: "picked",
  },
  {
    sentence: "Este documento describe cómo invocar el programa httpd.",
    writable: false,
    why: "self-reference",
    source: "/usr/share/doc/apache2-doc/manual/es/invoking.html",
    previous:
      "En Unix, el programa httpd se ejecuta como un demonio (daemon) de forma contíniua y en segundo plano y atiende las peticiones que le lleguen.",
    heading: "Iniciar Apache",
    sample: "picked",
  },
  {
    sentence: "Esto lo controla el Módulo de MultiProcesamiento (MPM) seleccionado.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/es/invoking.html",
    previous:
      "El proceso principal, httpd continúa ejecutándose con el usuario root, pero los procesos hijo se ejecutan con menores privilegios de usuario.",
    heading: "Cómo iniciar Apache ¶",
    sample: "picked",
  },
  {
    sentence:
      "La primera cosa que hace httpd cuando es invocado es localizar y leer el fichero de configuración apache2.conf.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/es/invoking.html",
    previous:
      "Puede editar directamente el script apache2ctl y cambiar la variable HTTPD variable que está al principio y que especifica la ubicación exacta en la que está el binario httpd y cualquier argumento de línea de comandos que quiera que esté siempre presente.",
    heading: "Cómo iniciar Apache ¶",
    sample: "picked",
  },
  {
    sentence: "/usr/local/apache2/bin/apache2ctl -f /etc/apache2/apache2.conf",
    writable: false,
    why: "code",
    source: "/usr/share/doc/apache2-doc/manual/es/invoking.html",
    previous:
      "El lugar en el que está ese fichero se determina al compilar, pero también es posible especificar la ubicación en la que se encuentra al iniciar el servidor Apache usando la opción de línea de comandos -f",
    heading: "Cómo iniciar Apache ¶",
    sample: "picked",
  },
  {
    sentence:
      "من 14 يونيو إلى أكتوبر 2022، قتلت الفيضانات في باكستان 1739 شخصًا، وتسببت في أضرار بقيمة 14.9 مليار دولار وخسائر اقتصادية بقيمة 15.2 مليار دولار.",
    writable: true,
    source: "testdata/libraries/ar/fayadanat-pakistan-2022.txt",
    previous: "فيضانات باكستان 2022",
    sample: "picked",
  },
  {
    sentence:
      "وكانت الأسباب المباشرة للفيضانات أمطار الرياح الموسمية الأغزر من المعتاد وذوبان الأنهار الجليدية الذي أعقب موجة حر شديدة، وكلاهما مرتبط بتغير المناخ.",
    writable: true,
    source: "testdata/libraries/ar/fayadanat-pakistan-2022.txt",
    previous:
      "من 14 يونيو إلى أكتوبر 2022، قتلت الفيضانات في باكستان 1739 شخصًا، وتسببت في أضرار بقيمة 14.9 مليار دولار وخسائر اقتصادية بقيمة 15.2 مليار دولار.",
    sample: "picked",
  },
  {
    sentence: "这让人感到巨大压力和极度恐慌。",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/gmw/source.html",
    previous: "翱翔于距地球数千公里的太空中，进入广袤漆黑的未知领域，是一项艰苦卓绝的工作。",
    sample: "picked",
  },
  {
    sentence: "福娘童話集 > きょうのイソップ童話 > １月のイソップ童話 > 欲張りなイヌ",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/hukumusume/source.html",
    sample: "picked",
  },
  {
    sentence: "ひらがな ←→ 日本語・英語 ←→ English",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/hukumusume/source.html",
    previous: "欲張りなイヌ",
    sample: "picked",
  },
  {
    sentence: "肉をくわえたイヌが、橋を渡っていました。",
    writable: true,
    source: "testdata/web-pages/readability/hukumusume/source.html",
    previous: "♪音声配信(html5) 亜姫の朗読☆ イソップ童話より",
    sample: "picked",
  },
  {
    sentence: "イヌはそれを見て、思いました。",
    writable: true,
    source: "testdata/web-pages/readability/hukumusume/source.html",
    previous: "ふと下を見ると、川の中にも肉をくわえたイヌがいます。",
    sample: "picked",
  },
  {
    sentence: "「ウゥー、ワン！！」",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/hukumusume/source.html",
    previous:
      "（そうだ、あいつをおどかして、あの肉を取ってやろう）そこでイヌは、川の中のイヌに向かって思いっきり吠えました。",
    sample: "picked",
  },
  {
    sentence: "そのとたん、くわえていた肉はポチャンと川の中に落ちてしまいました。",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/hukumusume/source.html",
    previous: "「ウゥー、ワン！！」",
    sample: "picked",
  },
  {
    sentence: "那么，为什么不能让宇航员来一杯“地球末日”鸡尾酒来放松一下？",
    writable: false,
    why: "question",
    source: "testdata/web-pages/readability/gmw/source.html",
    previous: "这让人感到巨大压力和极度恐慌。",
    sample: "picked",
  },
  {
    sentence: "但是，很快普通人都会有机会向人类“最终的边疆”出发——以平民化旅行的形式，去探索和殖民火星。",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/gmw/source.html",
    previous:
      "不幸的是，对于希望能喝上一杯的太空探险者，那些将他们送上太空的政府机构普遍禁止他们染指包括酒在内的含酒精饮料。",
    sample: "picked",
  },
  {
    sentence: "man is the system's manual pager.",
    writable: true,
    source: "/usr/share/man/id/man1/man.1.gz",
    previous: "DESKRIPSI",
    sample: "picked",
  },
  {
    sentence:
      "Tabel dibawah memperlihatkan bagian jumlah dari buku panduan diikuti oleh tipe dari halaman yang mereka isi.",
    writable: false,
    why: "self-reference",
    source: "/usr/share/man/id/man1/man.1.gz",
    previous:
      "The default action is to search in all of the available sections following a pre-defined order (see DEFAULTS), and to show only the first page found, even if page exists in several sections.",
    sample: "picked",
  },
  {
    sentence: "Sebuah halaman buku panduan terdiri dari beberapa bagian.",
    writable: true,
    source: "/usr/share/man/id/man1/man.1.gz",
    previous:
      "7 Miscellaneous (including macro packages and conventions), e.g. man(7), groff(7), man-pages(7) 8 Perintah administrasi sistem (biasanya hanya untuk root) 9 Rutinitas kernel [Bukan standar]",
    sample: "picked",
  },
  {
    sentence:
      "Sebagai contoh, man biasanya tidak dapat merender italics ketika berjalan dalam sebuah terminal, dan biasanya menggunakan garis bawah atau teks berwarna.",
    writable: true,
    source: "/usr/share/man/id/man1/man.1.gz",
    previous: "Merender secara tepat mungkin akan berbeda tergantung dari perangkat keluaran.",
    sample: "picked",
  },
  {
    sentence: "स्वचालित मोड बिना रुके पूरा शोध-पत्र लिखता है।",
    writable: true,
    source: "locales/hi.json.home.autoModeTooltip",
    sample: "picked",
  },
  {
    sentence: "स्क्रिप्ट और अन्य प्रोग्राम व्यक्तिगत API कुंजी से आपकी ओर से काम कर सकते हैं।",
    writable: true,
    source: "locales/hi.json.settings.apiKeys.intro",
    sample: "picked",
  },
  {
    sentence: "স্ক্রিপ্ট ও অন্যান্য প্রোগ্রাম ব্যক্তিগত API কী দিয়ে আপনার হয়ে কাজ করতে পারে।",
    writable: true,
    source: "locales/bn.json.settings.apiKeys.intro",
    sample: "picked",
  },
  {
    sentence: "خودکار موڈ رکے بغیر پورا مقالہ لکھتا ہے۔",
    writable: true,
    source: "locales/ur.json.home.autoModeTooltip",
    sample: "picked",
  },
  {
    sentence: "Hali ya Kiotomatiki huandika makala nzima bila kusimama.",
    writable: true,
    source: "locales/sw.json.home.autoModeTooltip",
    sample: "picked",
  },
  {
    sentence: "ऑटो मोड न थांबता संपूर्ण शोधनिबंध लिहितो.",
    writable: true,
    source: "locales/mr.json.home.autoModeTooltip",
    sample: "picked",
  },
  {
    sentence:
      "If you make a commit and then find a mistake immediately after that, you can recover from it with git reset.",
    writable: true,
    source: "testdata/libraries/git-docs/git-commit.html",
    previous:
      "The --dry-run option can be used to obtain a summary of what is included by any of the above for the next commit by giving the same set of parameters (options and paths).",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence: "-p, --patch: Use the interactive patch selection interface to choose which changes to commit.",
    writable: true,
    source: "testdata/libraries/git-docs/git-commit.html",
    previous:
      "-a, --all: Tell the command to automatically stage files that have been modified and deleted, but new files you have not told Git about are not affected.",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence:
      '--fixup=[(amend|reword):]<commit>: Create a new commit which "fixes up" <commit> when applied with git rebase --autosquash.',
    writable: true,
    source: "testdata/libraries/git-docs/git-commit.html",
    previous:
      "-c <commit>, --reedit-message=<commit>: Like -C, but with -c the editor is invoked, so that the user can further edit the commit message.",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence:
      'When git rebase --autosquash squashes the "amend!" commit into <commit>, the log message of <commit> is replaced by the refined log message from the "amend!" commit.',
    writable: true,
    source: "testdata/libraries/git-docs/git-commit.html",
    previous:
      'The log message of <commit> is copied into the log message of the "amend!" commit and opened in an editor so it can be refined.',
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence: "verbatim: Do not change the message at all.",
    writable: true,
    source: "testdata/libraries/git-docs/git-commit.html",
    previous: "whitespace: Same as strip except #commentary is not removed.",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence: '(See the "RECOVERING FROM UPSTREAM REBASE" section in git-rebase(1).)',
    writable: false,
    why: "navigation",
    source: "testdata/libraries/git-docs/git-commit.html",
    previous:
      "You should understand the implications of rewriting history if you amend a commit that has already been published.",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence:
      "After a merge (initiated by git merge or git pull) stops because of conflicts, cleanly merged paths are already staged to be committed for you, and paths that conflicted are left in unmerged state.",
    writable: true,
    source: "testdata/libraries/git-docs/git-commit.html",
    previous: "this second commit would record the changes to hello.c and hello.h as expected.",
    heading: "EXAMPLES",
    sample: "picked",
  },
  {
    sentence:
      "Therefore, using non-ASCII path names will mostly work even on platforms and file systems that use legacy extended ASCII encodings.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/git-commit.html",
    previous:
      "Note that Git at the core level treats path names simply as sequences of non-NUL bytes, there are no path name encoding conversions (except on Mac and Windows).",
    heading: "DISCUSSION",
    sample: "picked",
  },
  {
    sentence: "Defaults to true.",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/git-commit.html",
    previous:
      "commit.status: A boolean to enable/disable inclusion of status information in the commit message template when using an editor to prepare the commit message.",
    heading: "ENVIRONMENT AND CONFIGURATION VARIABLES",
    sample: "picked",
  },
  {
    sentence: "Note that the argument to --onto and the <upstream> parameter can be any valid commit-ish.",
    writable: true,
    source: "testdata/libraries/git-docs/git-rebase.html",
    previous: "This is useful if F and G were flawed in some way, or should not be part of topicA.",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      "--keep-base: Set the starting point at which to create the new commits to the merge base of <upstream> and <branch>.",
    writable: true,
    source: "testdata/libraries/git-docs/git-rebase.html",
    previous: "You can leave out at most one of A and B, in which case it defaults to HEAD.",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence: "May be any valid commit, not just an existing branch name.",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/git-rebase.html",
    previous: "<upstream>: Upstream branch to compare against.",
    heading: "OPTIONS",
    sample: "picked",
  },
  {
    sentence: "no-renormalize: Disables the renormalize option.",
    writable: true,
    source: "testdata/libraries/git-docs/git-rebase.html",
    previous:
      'See "Merging branches with differing checkin/checkout attributes" in gitattributes(5) for details.',
    heading: "MERGE STRATEGIES",
    sample: "picked",
  },
  {
    sentence: "Please see the template pre-rebase hook script for an example.",
    writable: false,
    why: "navigation",
    source: "testdata/libraries/git-docs/git-rebase.html",
    previous: "You can use this hook to do sanity checks and reject the rebase if it isn’t appropriate.",
    heading: "NOTES",
    sample: "picked",
  },
  {
    sentence:
      'If you want to fold two or more commits into one, replace the command "pick" for the second and subsequent commits with "squash" or "fixup".',
    writable: true,
    source: "testdata/libraries/git-docs/git-rebase.html",
    previous: 'To drop a commit, replace the command "pick" with "drop", or just delete the matching line.',
    heading: "INTERACTIVE MODE",
    sample: "picked",
  },
  {
    sentence: 'In interactive mode, you can mark commits with the action "edit".',
    writable: true,
    source: "testdata/libraries/git-docs/git-rebase.html",
    heading: "SPLITTING COMMITS",
    sample: "picked",
  },
  {
    sentence: "o---o---o---o---o master",
    writable: false,
    why: "code",
    source: "testdata/libraries/git-docs/git-rebase.html",
    previous: "We want our tree to look like this:",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence: "will result in:",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/git-rebase.html",
    previous: "D---E---A'---F master",
    heading: "DESCRIPTION",
    sample: "picked",
  },
  {
    sentence:
      "The shell and other UIs might require additional quoting to protect special characters and to avoid word splitting.",
    writable: true,
    source: "testdata/libraries/git-docs/gitrevisions.html",
    previous: 'This document shows the "raw" syntax as seen by git.',
    heading: "SPECIFYING REVISIONS",
    sample: "picked",
  },
  {
    sentence:
      "E.g. dae86e1950b1277e545cee180551750029cfe735 and dae86e both name the same commit object if there is no other object in your repository whose object name starts with dae86e.",
    writable: true,
    source: "testdata/libraries/git-docs/gitrevisions.html",
    previous:
      "<sha1>, e.g. dae86e1950b1277e545cee180551750029cfe735, dae86e: The full SHA-1 object name (40-byte hexadecimal string), or a leading substring that is unique within the repository.",
    heading: "SPECIFYING REVISIONS",
    sample: "picked",
  },
  {
    sentence:
      "If you happen to have both heads/master and tags/master, you can explicitly say heads/master to tell Git which one you mean.",
    writable: true,
    source: "testdata/libraries/git-docs/gitrevisions.html",
    previous: "E.g. master typically means the commit object referenced by refs/heads/master.",
    heading: "SPECIFYING REVISIONS",
    sample: "picked",
  },
  {
    sentence: "otherwise, refs/remotes/<refname> if it exists;",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/gitrevisions.html",
    previous: "otherwise, refs/heads/<refname> if it exists;",
    heading: "SPECIFYING REVISIONS",
    sample: "picked",
  },
  {
    sentence:
      "<refname>@{<n>}, e.g. master@{1}: A ref followed by the suffix @ with an ordinal specification enclosed in a brace pair (e.g. {1}, {15}) specifies the n-th prior value of that ref.",
    writable: true,
    source: "testdata/libraries/git-docs/gitrevisions.html",
    previous: "If you want to look at commits made during certain times, see --since and --until.",
    heading: "SPECIFYING REVISIONS",
    sample: "picked",
  },
  {
    sentence:
      "As a special rule, <rev>^0 means the commit itself and is used when <rev> is the object name of a tag object that refers to a commit object.",
    writable: true,
    source: "testdata/libraries/git-docs/gitrevisions.html",
    previous:
      "<rev>^[<n>], e.g. HEAD^, v1.5.1^0: A suffix ^ to a revision parameter means the first parent of that commit object. ^<n> means the <n>th parent (i.e. <rev>^ is equivalent to <rev>^1).",
    heading: "SPECIFYING REVISIONS",
    sample: "picked",
  },
  {
    sentence: "Here is an illustration, by Jon Loeliger.",
    writable: false,
    why: "self-reference",
    source: "testdata/libraries/git-docs/gitrevisions.html",
    previous:
      "During a merge, stage 1 is the common ancestor, stage 2 is the target branch’s version (typically the current branch), and stage 3 is the version from the branch which is being merged.",
    heading: "SPECIFYING REVISIONS",
    sample: "picked",
  },
  {
    sentence: "F = B^3 = A^^3",
    writable: false,
    why: "code",
    source: "testdata/libraries/git-docs/gitrevisions.html",
    previous: "E = B^2 = A^^2",
    heading: "SPECIFYING REVISIONS",
    sample: "picked",
  },
  {
    sentence:
      'There are several notations to specify a set of connected commits (called a "revision range"), illustrated below.',
    writable: false,
    why: "self-reference",
    source: "testdata/libraries/git-docs/gitrevisions.html",
    previous: "A commit’s reachable set is the commit itself and the commits in its ancestry chain.",
    heading: "SPECIFYING RANGES",
    sample: "picked",
  },
  {
    sentence: "When either <rev1> or <rev2> is omitted, it defaults to HEAD.",
    writable: true,
    source: "testdata/libraries/git-docs/gitrevisions.html",
    previous:
      "<rev1>...<rev2>: Include commits that are reachable from either <rev1> or <rev2> but exclude those that are reachable from both.",
    heading: "Revision Range Summary",
    sample: "picked",
  },
  {
    sentence:
      "This is typically useful for merge commits where you can just pass <commit>^- to get all the commits in the branch that was merged in merge commit <commit> (including <commit> itself).",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/git-docs/gitrevisions.html",
    previous:
      "The <rev>^-[<n>] notation includes <rev> but excludes the <n>th parent (i.e. a shorthand for <rev>^<n>..<rev>), with <n> = 1 if not given.",
    heading: "Other <rev>^ Parent Shorthand Notations",
    sample: "picked",
  },
  {
    sentence: "The strftime() function also takes a format string as its first argument.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/lang_datefunc.html",
    previous:
      "All six date and time functions take an optional time value as an argument, followed by zero or more modifiers.",
    heading: "1. Overview",
    sample: "picked",
  },
  {
    sentence:
      "The julianday() function returns the Julian day - the fractional number of days since noon in Greenwich on November 24, 4714 B.C.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/lang_datefunc.html",
    previous:
      "The datetime() function returns the date and time as text in their same formats: YYYY-MM-DD HH:MM:SS.",
    heading: "1. Overview",
    sample: "picked",
  },
  {
    sentence:
      "The strftime() routine returns the date formatted according to the format string specified as the first argument.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/lang_datefunc.html",
    previous:
      "The unixepoch() always returns an integer, even if the input time-value has millisecond precision.",
    heading: "1. Overview",
    sample: "picked",
  },
  {
    sentence: "All of the date time functions access time-values in any of the above time formats.",
    writable: false,
    why: "self-reference",
    source: "testdata/libraries/sqlite-docs/lang_datefunc.html",
    previous:
      "- numbers representing the number of seconds since (or before) 1970-01-01 00:00:00 UTC (the unix timestamp).",
    heading: "1. Overview",
    sample: "picked",
  },
  {
    sentence: "The following is a complete list of valid strftime() substitutions:",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/sqlite-docs/lang_datefunc.html",
    previous:
      "The format string supports the most common substitutions found in the strftime() function from the standard C library plus two new substitutions, %f and %J.",
    heading: "1. Overview",
    sample: "picked",
  },
  {
    sentence:
      "A similar effect occurs when the original date is February 29 of a leapyear and the modifier is ±N years where N is not a multiple of four.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/lang_datefunc.html",
    previous:
      "Thus, for example, the date 2001-03-31 modified by '+1 month' initially yields 2001-04-31, but April only has 30 days so the date is normalized to 2001-05-01.",
    heading: "3. Modifiers",
    sample: "picked",
  },
  {
    sentence: "Compute the current date.",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/sqlite-docs/lang_datefunc.html",
    heading: "4. Examples",
    sample: "picked",
  },
  {
    sentence:
      "The computation of local time depends heavily on the whim of politicians and is thus difficult to get correct for all locales.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/lang_datefunc.html",
    heading: "5. Caveats And Bugs",
    sample: "picked",
  },
  {
    sentence:
      "The JSON functions and operators are built into SQLite by default, as of SQLite version 3.38.0 (2022-02-22).",
    writable: true,
    source: "testdata/libraries/sqlite-docs/json1.html",
    heading: "2. Compiling in JSON Support",
    sample: "picked",
  },
  {
    sentence:
      "Experiments have been unable to find a binary encoding that is significantly smaller or faster than a plain text encoding.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/json1.html",
    previous: "SQLite does not (currently) support a binary encoding of JSON.",
    heading: "3. Interface Overview",
    sample: "picked",
  },
  {
    sentence: "(Exceptions to this rule are json_valid() and json_quote().)",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/json1.html",
    previous:
      "If an SQLite text value that is not a well-formed JSON object, array, or string is passed into JSON function, that function will usually throw an error.",
    heading: "3.1. JSON arguments",
    sample: "picked",
  },
  {
    sentence:
      "For functions that accept PATH arguments, that PATH must be well-formed or else the function will throw an error.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/json1.html",
    heading: "3.2. PATH arguments",
    sample: "picked",
  },
  {
    sentence:
      "This function is not appropriate for testing whether or not a particular string is well-formed JSON - use the json_valid() routine below for that task.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/json1.html",
    previous:
      "In other words, this function converts raw text that looks like JSON into actual JSON so that it may be passed into the value argument of some other json function and will be interpreted as JSON rather than a string.",
    heading: "4.1. The json() function",
    sample: "picked",
  },
  {
    sentence:
      "If the value of a path/value pair is an SQLite TEXT value, then it is normally inserted as a quoted JSON string, even if the string looks like valid JSON.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/json1.html",
    previous: "Changes caused by prior edits can affect the path search for subsequent edits.",
    heading: "4.6. The json_insert(), json_replace, and json_set() functions",
    sample: "picked",
  },
  {
    sentence:
      'The "key" column is the integer array index for elements of a JSON array and the text label for elements of a JSON object.',
    writable: true,
    source: "testdata/libraries/sqlite-docs/json1.html",
    previous:
      "atom ANY, -- value for primitive types, null for array & object id INTEGER, -- integer ID for this element parent INTEGER, -- integer ID for the parent of this element fullkey TEXT, -- full path describing the current element path TEXT, -- path to the container of the current row json JSON HIDDEN, -- 1st input parameter: the raw JSON root TEXT HIDDEN -- 2nd input parameter: the PATH at which to start );",
    heading: "4.14. The json_each() and json_tree() table-valued functions",
    sample: "picked",
  },
  {
    sentence: "To find all users who have any phone number with a 704 area code:",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/sqlite-docs/json1.html",
    previous:
      'Suppose the table "CREATE TABLE user(name,phone)" stores zero or more phone numbers as a JSON array object in the user.phone field.',
    heading: "4.14.1. Examples using json_each() and json_tree()",
    sample: "picked",
  },
  {
    sentence:
      "It’s sometimes useful to determine at startup time whether a piece of middleware should be used.",
    writable: true,
    source: "/usr/share/doc/python-django-doc/html/topics/http/middleware.html",
    heading: "Marking middleware as unused¶",
    sample: "picked",
  },
  {
    sentence: "See Middleware ordering for some common hints about ordering of Django middleware classes.",
    writable: false,
    why: "navigation",
    source: "/usr/share/doc/python-django-doc/html/topics/http/middleware.html",
    previous:
      "For instance, AuthenticationMiddleware stores the authenticated user in the session; therefore, it must run after SessionMiddleware.",
    heading: "Activating middleware¶",
    sample: "picked",
  },
  {
    sentence:
      "During the request phase, before calling the view, Django applies middleware in the order it’s defined in MIDDLEWARE, top-down.",
    writable: true,
    source: "/usr/share/doc/python-django-doc/html/topics/http/middleware.html",
    heading: "Middleware order and layering¶",
    sample: "picked",
  },
  {
    sentence:
      "Under MIDDLEWARE, process_exception applies only to exceptions raised from the view (or from the render method of a TemplateResponse).",
    writable: true,
    source: "/usr/share/doc/python-django-doc/html/topics/http/middleware.html",
    previous:
      "- Under MIDDLEWARE_CLASSES, process_exception is applied to exceptions raised from a middleware process_request method.",
    heading: "Upgrading pre-Django 1.10-style middleware¶",
    sample: "picked",
  },
  {
    sentence: "return response",
    writable: false,
    why: "code",
    source: "/usr/share/doc/python-django-doc/html/topics/http/middleware.html",
    previous:
      "response = self.get_response(request) \\# Code to be executed for each request/response after \\# the view is called.",
    heading: "Writing your own middleware¶",
    sample: "picked",
  },
  {
    sentence: "- Calls self.process_request(request) (if defined).",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/python-django-doc/html/topics/http/middleware.html",
    previous: "The __call__() method:",
    heading: "Upgrading pre-Django 1.10-style middleware¶",
    sample: "picked",
  },
  {
    sentence:
      "Therefore you should use name-based virtual hosting unless you are using equipment that explicitly demands IP-based hosting.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/en/vhosts/name-based.html",
    previous: "Name-based virtual hosting also eases the demand for scarce IP addresses.",
    heading: "Name-based vs. IP-based Virtual Hosts ¶",
    sample: "picked",
  },
  {
    sentence:
      "Historical reasons for IP-based virtual hosting based on client support are no longer applicable to a general-purpose web server.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/en/vhosts/name-based.html",
    previous:
      "Therefore you should use name-based virtual hosting unless you are using equipment that explicitly demands IP-based hosting.",
    heading: "Name-based vs. IP-based Virtual Hosts ¶",
    sample: "picked",
  },
  {
    sentence: "It is best to always explicitly list a ServerName in every name-based virtual host.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/en/vhosts/name-based.html",
    heading: "ServerName inheritance",
    sample: "picked",
  },
  {
    sentence:
      "If a VirtualHost doesn't specify a ServerName, a server name will be inherited from the base server configuration.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/en/vhosts/name-based.html",
    previous: "It is best to always explicitly list a ServerName in every name-based virtual host.",
    heading: "ServerName inheritance",
    sample: "picked",
  },
  {
    sentence:
      "You must first have your DNS server properly configured to map those names to an IP address associated with your server.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/en/vhosts/name-based.html",
    previous: "Of course, you can't just make up names and place them in ServerName or ServerAlias.",
    heading: "ServerName inheritance",
    sample: "picked",
  },
  {
    sentence:
      "The first matching ServerName or ServerAlias is used, with no different precedence for wildcards (nor for ServerName vs. ServerAlias).",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/en/vhosts/name-based.html",
    previous:
      "Name-based virtual hosts for the best-matching set of <virtualhost>s are processed in the order they appear in the configuration.",
    heading: "ServerName inheritance",
    sample: "picked",
  },
  {
    sentence:
      "Configuration directives set in the main server context (outside any <VirtualHost> container) will be used only if they are not overridden by the virtual host settings.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/en/vhosts/name-based.html",
    previous: "To find out if a particular directive is allowed, check the Context of the directive.",
    heading: "ServerName inheritance",
    sample: "picked",
  },
  {
    sentence: "\\# This first-listed virtual host is also the default for *:80 ServerName www.example.com",
    writable: false,
    why: "code",
    source: "/usr/share/doc/apache2-doc/manual/en/vhosts/name-based.html",
    previous: "<VirtualHost *:80>",
    heading: "ServerName inheritance",
    sample: "picked",
  },
  {
    sentence: "The wildcard characters * and ?",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/apache2-doc/manual/en/vhosts/name-based.html",
    previous:
      "then requests for all hosts in the example.com domain will be served by the www.example.com virtual host.",
    heading: "ServerName inheritance",
    sample: "picked",
  },
  {
    sentence:
      "Similarly, the ProxyPassReverseCookieDomain and ProxyPassReverseCookiePath rewrite cookies set by the backend server.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/en/urlmapping.html",
    previous:
      "The ProxyPass configures the server to fetch the appropriate documents, while the ProxyPassReverse directive rewrites redirects originating at internal.example.com so that they target the appropriate directory on the local server.",
    heading: "Reverse Proxy ¶",
    sample: "picked",
  },
  {
    sentence:
      "So any absolute links on internal.example.com will result in the client breaking out of the proxy server and requesting directly from internal.example.com.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/en/urlmapping.html",
    previous: "It is important to note, however, that links inside the documents will not be rewritten.",
    heading: "Reverse Proxy ¶",
    sample: "picked",
  },
  {
    sentence:
      "You can modify these links (and other content) in a page as it is being served to the client using mod_substitute.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/en/urlmapping.html",
    previous:
      "So any absolute links on internal.example.com will result in the client breaking out of the proxy server and requesting directly from internal.example.com.",
    heading: "Reverse Proxy ¶",
    sample: "picked",
  },
  {
    sentence:
      "The directives provided by this module can use characteristics of the request such as browser type or source IP address in deciding from where to serve content.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/en/urlmapping.html",
    previous:
      "When even more powerful substitution is required, the rewriting engine provided by mod_rewrite can be useful.",
    heading: "Rewriting Engine ¶",
    sample: "picked",
  },
  {
    sentence: "In some cases, it can be a result of moving documents from one location to another.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/en/urlmapping.html",
    previous: "This can happen for several reasons.",
    heading: "File Not Found ¶",
    sample: "picked",
  },
  {
    sentence:
      "An especially useful feature of mod_speling, is that it will compare filenames without respect to case.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/en/urlmapping.html",
    previous:
      'If several "close" files are found, a list of available alternatives will be presented to the client.',
    heading: "File Not Found ¶",
    sample: "picked",
  },
  {
    sentence:
      'But using mod_speling for anything more than the occasional URL correction can place additional load on the server, since each "incorrect" request is followed by a URL redirection and a new request from the client.',
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/en/urlmapping.html",
    previous:
      "This can help systems where users are unaware of the case-sensitive nature of URLs and the unix filesystem.",
    heading: "File Not Found ¶",
    sample: "picked",
  },
  {
    sentence: "- Step 1: A Basic Starting Point",
    writable: false,
    why: "navigation",
    source: "/usr/share/doc/cmake-data/html/guide/tutorial/index.html",
    previous:
      "The tutorial examples are progressive so that each step provides the complete solution for the previous step.",
    heading: "Steps¶",
    sample: "picked",
  },
  {
    sentence:
      "Typical values include Debug, Release, RelWithDebInfo and MinSizeRel, but custom build types can also be defined.",
    writable: true,
    source: "/usr/share/doc/cmake-data/html/variable/CMAKE_BUILD_TYPE.html",
    previous:
      "Specifies the build type on single-configuration generators (e.g. Makefile Generators or Ninja).",
    sample: "picked",
  },
  {
    sentence:
      "This variable is initialized by the first project() or enable_language() command called in a project when a new build tree is first created.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/cmake-data/html/variable/CMAKE_BUILD_TYPE.html",
    previous:
      "Typical values include Debug, Release, RelWithDebInfo and MinSizeRel, but custom build types can also be defined.",
    sample: "picked",
  },
  {
    sentence: "If the CMAKE_BUILD_TYPE environment variable is set, its value is used.",
    writable: true,
    source: "/usr/share/doc/cmake-data/html/variable/CMAKE_BUILD_TYPE.html",
    previous:
      "This variable is initialized by the first project() or enable_language() command called in a project when a new build tree is first created.",
    sample: "picked",
  },
  {
    sentence: "Otherwise, a toolchain-specific default is chosen when a language is enabled.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/cmake-data/html/variable/CMAKE_BUILD_TYPE.html",
    previous: "If the CMAKE_BUILD_TYPE environment variable is set, its value is used.",
    sample: "picked",
  },
  {
    sentence: "See Build Configurations for discussion of this and other related topics.",
    writable: false,
    why: "navigation",
    source: "/usr/share/doc/cmake-data/html/variable/CMAKE_BUILD_TYPE.html",
    previous:
      "Depending on the situation, the value of this variable may be treated case-sensitively or case-insensitively.",
    sample: "picked",
  },
  {
    sentence: "For multi-config generators, see CMAKE_CONFIGURATION_TYPES.",
    writable: false,
    why: "navigation",
    source: "/usr/share/doc/cmake-data/html/variable/CMAKE_BUILD_TYPE.html",
    previous: "See Build Configurations for discussion of this and other related topics.",
    sample: "picked",
  },
  {
    sentence: "Not only military targets and military positions, but large cities.",
    writable: false,
    why: "fragment",
    source: "testdata/eval/freshwiki/txt/2022_Istanbul_bombing.txt",
    previous:
      "In April 2022, as Turkey continued Operation Claw-Lock and strikes against PKK and YPG targets, senior Kurdistan Workers' Party (PKK) commander, Duran Kalkan publicly said: \"We will attack everywhere in Turkey.",
    heading: "PKK-Turkey conflict",
    sample: "picked",
  },
  {
    sentence: "Areas they don't expect will become war zones\" unless Turkey halts its operations [32] [33].",
    writable: false,
    why: "fragment",
    source: "testdata/eval/freshwiki/txt/2022_Istanbul_bombing.txt",
    previous: "Not only military targets and military positions, but large cities.",
    heading: "PKK-Turkey conflict",
    sample: "picked",
  },
  {
    sentence: "He vowed however to defend Syrian territories under AANES control.",
    writable: false,
    why: "dangling",
    source: "testdata/eval/freshwiki/txt/2022_Istanbul_bombing.txt",
    previous:
      "Abdi called for peace between Turkey and Syrian Kurds, excluding any operation against Turkey in Turkey, and denying responsibility for the bombing [52].",
    heading: "Kurdish forces denials and investigation",
    sample: "picked",
  },
  {
    sentence: "Ilhan was interrogated but not detained [53] [54].",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Istanbul_bombing.txt",
    previous:
      "The Turkish Nationalist Movement Party's (MHP) president Mehmet Emin İlhan of Güçlükonak, Şırnak was interrogated due to a call that was made from the telephone line registered in the name of İlhan to the bombing attacker of Istiklal Avenue Ahlam Albashir.",
    heading: "MHP connection",
    sample: "picked",
  },
  {
    sentence:
      "Around an hour after the explosion took place, a broadcast ban was issued by the Istanbul Criminal Court for all visual and audio news and social networking sites related to the incident.",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Istanbul_bombing.txt",
    heading: "Aftermath",
    sample: "picked",
  },
  {
    sentence: "Health Minister Fahrettin Koca said the victims were being treated in the hospitals nearby.",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Istanbul_bombing.txt",
    heading: "Government politicians",
    sample: "picked",
  },
  {
    sentence:
      'Steinmeier said, "In this moment of shock, we Germans stand by the citizens of Istanbul and the Turkish people."',
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Istanbul_bombing.txt",
    previous:
      "German President Frank-Walter Steinmeier expressed his condolences to Recep Tayyip Erdoğan the president of Turkey.",
    heading: "International reactions",
    sample: "picked",
  },
  {
    sentence:
      'German Foreign Minister Annalena Baerbock also said: "My thoughts are with the people who simply wanted to stroll on the Istiklal shopping street on a Sunday and have now become victims of a serious explosion."',
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Istanbul_bombing.txt",
    previous: "[81].",
    heading: "International reactions",
    sample: "picked",
  },
  {
    sentence: 'We are with you in the fight against terrorism," Macron said.',
    writable: false,
    why: "fragment",
    source: "testdata/eval/freshwiki/txt/2022_Istanbul_bombing.txt",
    previous: "Our condolences.",
    heading: "International reactions",
    sample: "picked",
  },
  {
    sentence:
      "The condolences offered by the U.S. embassy in Turkey were rejected by the Turkish Interior Minister Süleyman Soylu, who repeated the claim that the attack was carried out by the US-supported YPG [82] [83].",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Istanbul_bombing.txt",
    previous: 'We are with you in the fight against terrorism," Macron said.',
    heading: "International reactions",
    sample: "picked",
  },
  {
    sentence: "This is a json representation of what it looks like.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/ars-1/source.html",
    previous: "In my case, I chose to create lists within lists, down to five levels.",
    heading: "Two-year-old bug exposes thousands of servers to crippling attack.",
    sample: "picked",
  },
  {
    sentence: "rekt: {",
    writable: false,
    why: "code",
    source: "testdata/web-pages/readability/ars-1/source.html",
    previous: "This is a json representation of what it looks like.",
    heading: "Two-year-old bug exposes thousands of servers to crippling attack.",
    sample: "picked",
  },
  {
    sentence: "And this isn’t even the theoretical maximum for this attack.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/ars-1/source.html",
    previous: "That’s a total of 10^5 * 300 = 30,000,000 lists.",
    heading: "Two-year-old bug exposes thousands of servers to crippling attack.",
    sample: "picked",
  },
  {
    sentence:
      "Note: in previous versions of Minecraft, there was no protocol wide compression for big packets.",
    writable: true,
    source: "testdata/web-pages/readability/ars-1/source.html",
    previous:
      "But luckily Minecraft implements a way to compress large packets, lucky us! zlib shrinks down our evil data to a mere 39 kilobytes.",
    heading: "Two-year-old bug exposes thousands of servers to crippling attack.",
    sample: "picked",
  },
  {
    sentence:
      "Previously, NBT was sent compressed with gzip and prefixed with a signed short of its length, which reduced our maximum payload size to 2^15 - 1.",
    writable: false,
    why: "self-reference",
    source: "testdata/web-pages/readability/ars-1/source.html",
    previous:
      "Note: in previous versions of Minecraft, there was no protocol wide compression for big packets.",
    heading: "Two-year-old bug exposes thousands of servers to crippling attack.",
    sample: "picked",
  },
  {
    sentence: "Ars is asking Mojang for comment and will update this post if company officials respond.",
    writable: false,
    why: "self-reference",
    source: "testdata/web-pages/readability/ars-1/source.html",
    previous: "These were the fixes that I recommended to Mojang 2 years ago.",
    heading: "Two-year-old bug exposes thousands of servers to crippling attack.",
    sample: "picked",
  },
  {
    sentence:
      "It also draws a long line from a major Seattle industry with roots in the 19th century to the dominant economic force of the 21st.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous:
      "Whole Foods’ halibut deal opens a window into Amazon’s grocery strategy as it seeks to combine the defining characteristics of each brand, leverage its juggernaut Prime membership program and take a larger share of the grocery business from competitors such as Walmart, Kroger and Costco.",
    sample: "picked",
  },
  {
    sentence: "Fresh halibut fillets routinely sell for $24 to $28 a pound, and often more.",
    writable: true,
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous: "(Besecker does not currently supply Whole Foods.)",
    sample: "picked",
  },
  {
    sentence:
      "He said there’s little if any room for a profit at the promotional price offered by Whole Foods and QFC.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous: "Fresh halibut fillets routinely sell for $24 to $28 a pound, and often more.",
    sample: "picked",
  },
  {
    sentence: "They had quite a bit of foresight, I think, in that direction.”",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous: "They were focusing on sustainable, high-quality food products.",
    sample: "picked",
  },
  {
    sentence: "If producers are squeezed too much, he noted, they may start to cut corners.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous:
      "“The worry with that is that it puts the squeeze on the producer upstream,” said Ananth Iyer, a professor at Purdue University whose research includes sustainability in supply chains.",
    sample: "picked",
  },
  {
    sentence:
      "Also, Whole Foods does not yet have the scale as a buyer to dictate prices the way a company like Costco does.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous:
      "So far, there’s no evidence this is happening in halibut, where fishery practices have been carefully managed with a goal of sustainability for nearly a century.",
    sample: "picked",
  },
  {
    sentence:
      "Forte said that even if it did have such clout, this would be a risky strategy that would undermine the very attributes of the Whole Foods brand that make it most valuable.",
    writable: true,
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous:
      "Also, Whole Foods does not yet have the scale as a buyer to dictate prices the way a company like Costco does.",
    sample: "picked",
  },
  {
    sentence:
      "Forte said he expects Amazon to continue its aggressive moves on grocery pricing at Whole Foods.",
    writable: true,
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous:
      "“The sustainable, the organic, the healthier food — all those qualities of Whole Foods, with the supply-chain technology of Amazon. It plays to the strengths of both sides.”",
    sample: "picked",
  },
  {
    sentence:
      "They were “so wildly expensive that we didn’t finish the exercise. I took the kids to Walmart and bought the ingredients for a pittance,” Forte said.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous: "But he found an organic brown rice puff cereal and organic marshmallows.",
    sample: "picked",
  },
  {
    sentence:
      "Whole Foods co-founder and CEO John Mackey said in an internal memo that the “price distinction between the two brands has become less relevant” as Whole Foods lowered its prices, Yahoo Finance reported earlier this year.",
    writable: true,
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous:
      "Meanwhile, Whole Foods is not opening any new 365 stores, a smaller, lower-priced version of the main brand highlighting the company’s private-label products.",
    sample: "picked",
  },
  {
    sentence: "Of course, there’s nothing generic about a “fresh, sustainable wild-caught halibut fillet.”",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous:
      "One of these, Solimo, sells generic versions of everything from K-Cup coffee pods to Epsom salts to garbage bags and racked up more than $6 million in sales in January alone, according to data analysis firm 1010data.",
    sample: "picked",
  },
  {
    sentence:
      "The day after Easter, Bassi and his crew — three family members and an unrelated father-and-son team — loaded up the Polaris, one of four century-old wooden schooners still chasing halibut out of Seattle.",
    writable: true,
    source: "testdata/web-pages/readability/seattletimes-1/source.html",
    previous: "Back on the schooner",
    sample: "picked",
  },
  {
    sentence:
      "DSO モジュールはサーバがビルドされるときにコンパイルしたり、 Apache 拡張ツール (apxs) を使って後でコンパイルして追加したりできます。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/ja/dso.html",
    previous:
      "もしくは、httpd バイナリとは別に存在する動的共有オブジェクト (訳注: Dynamic Shared Object) (DSO) としてコンパイルすることもできます。",
    sample: "picked",
  },
  {
    sentence:
      "個々の Apache モジュールをロードするための DSO サポートは mod_so.c というモジュールの機能に基づいています。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/ja/dso.html",
    heading: "実装 ¶",
    sample: "picked",
  },
  {
    sentence: "不同平台和不同的环境往往需要不同的特性，或可能以不同的方式实现相同的特性最有效率。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    previous: "Apache HTTP 服务器被设计为一个功能强大，并且灵活的 web 服务器，可以在很多平台与环境中工作。",
    heading: "介绍 ¶",
    sample: "picked",
  },
  {
    sentence: "Apache httpd 通过模块化的设计来适应各种环境。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    previous: "不同平台和不同的环境往往需要不同的特性，或可能以不同的方式实现相同的特性最有效率。",
    heading: "介绍 ¶",
    sample: "picked",
  },
  {
    sentence: "Apache HTTP 服务器 2.0 扩展此模块化设计到最基本的 web 服务器功能。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    previous:
      "这种设计允许网站管理员通过在编译时或运行时，选择哪些模块将会加载在服务器中，来选择服务器特性。",
    heading: "介绍 ¶",
    sample: "picked",
  },
  {
    sentence:
      "尤其是 Apache httpd 的 Windows 版本现在更有效率了，因为 mpm_winnt 能使用原生网络特性取代在 Apache httpd 1.3 中使用的 POSIX 层。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    previous: "- Apache httpd 能更优雅，更高效率的支持不同的平台。",
    heading: "介绍 ¶",
    sample: "picked",
  },
  {
    sentence:
      "Si vous ne connaissez rien au serveur HTTP Apache, ou même au fonctionnement d'un site web, vous vous demandez probablement par où commencer et quelles questions poser.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/fr/getting-started.html",
    previous: "Langues Disponibles: en | fr | ru",
    heading: "Pour démarrer",
    sample: "picked",
  },
  {
    sentence:
      "Le serveur envoie alors une réponse comportant un code d'état, et éventuellement un corps de réponse.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/fr/getting-started.html",
    previous: "Nous décrirons tout cela plus en détails ci-dessous dans la section Contenu d'un site web.",
    heading: "Clients, serveurs et URLs ¶",
    sample: "picked",
  },
  {
    sentence:
      "Les détails de la transaction, ainsi que les erreurs rencontrées, sont enregistrés dans des fichiers journaux.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/fr/getting-started.html",
    previous:
      "Vous pouvez vous familiariser avec les différents codes d'état en consultant le Wiki du serveur HTTP Apache.",
    heading: "Clients, serveurs et URLs ¶",
    sample: "picked",
  },
  {
    sentence:
      "Wenn bei der Listen-Direktive nur eine Portnummer angegeben wird, dann lauscht der Server auf allen Netzwerkinterfaces an dem angegebenen Port.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/de/bind.html",
    previous:
      "Die Direktive Listen weist den Server an, eingehende Anfragen nur an bestimmten Port(s) oder Adress/Port-Kombinationen zu akzeptieren.",
    heading: "Überblick ¶",
    sample: "picked",
  },
  {
    sentence:
      "Ist auch eine IP-Adresse angegeben, dann lauscht der Server an der angegebenen Schnittstelle auf dem angegebenen Port.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/de/bind.html",
    previous:
      "Wenn bei der Listen-Direktive nur eine Portnummer angegeben wird, dann lauscht der Server auf allen Netzwerkinterfaces an dem angegebenen Port.",
    heading: "Überblick ¶",
    sample: "picked",
  },
  {
    sentence: "Der Server wird dann auf Anfragen an jeder der abgehörten Adressen und Ports antworten.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/de/bind.html",
    previous:
      "Es können mehrere Listen-Anweisungen verwendet werden, um eine Reihe von Adressen und Ports anzugeben, an denen gelauscht werden soll.",
    heading: "Überblick ¶",
    sample: "picked",
  },
  {
    sentence:
      "No Unix o programa httpd é executado como um daemon em fica continuamente em segundo plano para gerenciar as requisições.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/pt-br/invoking.html",
    previous: "Para detalhes, consulte: Executando o Apache como um Serviço.",
    sample: "picked",
  },
  {
    sentence: "O método recomendado para chamar o executável httpd é usar o script de controle apache2ctl.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/pt-br/invoking.html",
    previous: "Isso é controlado pelo Módulo de Multiprocessamento selecionado.",
    heading: "Como o Apache Inicia ¶",
    sample: "picked",
  },
  {
    sentence:
      "O apache2ctl repassará quaisquer argumentos da linha de comando, portanto, quaisquer opções do httpd também podem ser usadas com o apache2ctl.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/pt-br/invoking.html",
    previous:
      "Este script define certas variáveis ​​de ambiente necessárias para que o httpd funcione corretamente em alguns sistemas operacionais e, em seguida, chama o binário httpd.",
    heading: "Como o Apache Inicia ¶",
    sample: "picked",
  },
  {
    sentence:
      "A localização deste arquivo é definida no momento da compilação, mas é possível especificar sua localização no momento da execução usando a opção de linha de comando -f como em:",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/apache2-doc/manual/pt-br/invoking.html",
    previous:
      "A primeira coisa que o httpd faz quando é chamado é localizar e ler o arquivo de configuração apache2.conf.",
    heading: "Como o Apache Inicia ¶",
    sample: "picked",
  },
  {
    sentence:
      "Код состояния указывает, был ли запрос успешно обработан, а если нет, то какая ошибка произошла.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/ru/getting-started.html",
    previous: "Сервер отправляет ответ, содержащий код состояния и, опционально, тело ответа.",
    heading: "Клиенты, серверы и URL-адреса ¶",
    sample: "picked",
  },
  {
    sentence: "Детали транзакции и условия возникновения ошибки записываются в файлы журналов.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/ru/getting-started.html",
    previous: "Вы можете прочитать о возможных кодах ответа на Вики HTTP-сервера Apache.",
    heading: "Клиенты, серверы и URL-адреса ¶",
    sample: "picked",
  },
  {
    sentence: "En Windows, Apache se ejecuta normalmente como un servicio.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/es/invoking.html",
    heading: "Iniciar Apache",
    sample: "picked",
  },
  {
    sentence:
      "El proceso principal, httpd continúa ejecutándose con el usuario root, pero los procesos hijo se ejecutan con menores privilegios de usuario.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/es/invoking.html",
    previous:
      "Una vez que el servidor Apache se ha iniciado y ha completado algunas tareas preliminares, tales como abrir sus ficheros log, lanzará varios procesos, procesos hijo, que hacen el trabajo de escuchar y atender las peticiones de los clientes.",
    heading: "Cómo iniciar Apache ¶",
    sample: "picked",
  },
  {
    sentence:
      "La forma recomendada para invocar el ejecutable httpd es usando el script de control apache2ctl.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/es/invoking.html",
    previous: "Esto lo controla el Módulo de MultiProcesamiento (MPM) seleccionado.",
    heading: "Cómo iniciar Apache ¶",
    sample: "picked",
  },
  {
    sentence:
      "El lugar en el que está ese fichero se determina al compilar, pero también es posible especificar la ubicación en la que se encuentra al iniciar el servidor Apache usando la opción de línea de comandos -f",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/apache2-doc/manual/es/invoking.html",
    previous:
      "La primera cosa que hace httpd cuando es invocado es localizar y leer el fichero de configuración apache2.conf.",
    heading: "Cómo iniciar Apache ¶",
    sample: "picked",
  },
  {
    sentence: "Each page argument given to man is normally the name of a program, utility or function.",
    writable: true,
    source: "/usr/share/man/id/man1/man.1.gz",
    previous: "man is the system's manual pager.",
    sample: "picked",
  },
  {
    sentence: "The manual page associated with each of these arguments is then found and displayed.",
    writable: true,
    source: "/usr/share/man/id/man1/man.1.gz",
    previous: "Each page argument given to man is normally the name of a program, utility or function.",
    sample: "picked",
  },
  {
    sentence: "A section, if provided, will direct man to look only in that section of the manual.",
    writable: true,
    source: "/usr/share/man/id/man1/man.1.gz",
    previous: "The manual page associated with each of these arguments is then found and displayed.",
    sample: "picked",
  },
  {
    sentence:
      "The default action is to search in all of the available sections following a pre-defined order (see DEFAULTS), and to show only the first page found, even if page exists in several sections.",
    writable: true,
    source: "/usr/share/man/id/man1/man.1.gz",
    previous: "A section, if provided, will direct man to look only in that section of the manual.",
    sample: "picked",
  },
  {
    sentence: "في 25 أغسطس، أعلنت باكستان حالة الطوارئ بسبب الفيضانات.",
    writable: true,
    source: "testdata/libraries/ar/fayadanat-pakistan-2022.txt",
    previous:
      "وكانت الأسباب المباشرة للفيضانات أمطار الرياح الموسمية الأغزر من المعتاد وذوبان الأنهار الجليدية الذي أعقب موجة حر شديدة، وكلاهما مرتبط بتغير المناخ.",
    sample: "picked",
  },
  {
    sentence:
      "不幸的是，对于希望能喝上一杯的太空探险者，那些将他们送上太空的政府机构普遍禁止他们染指包括酒在内的含酒精饮料。",
    writable: true,
    source: "testdata/web-pages/readability/gmw/source.html",
    previous: "那么，为什么不能让宇航员来一杯“地球末日”鸡尾酒来放松一下？",
    sample: "picked",
  },
  {
    sentence: "或至少携带能在火星上发酵自制酒精饮料的设备？",
    writable: false,
    why: "question",
    source: "testdata/web-pages/readability/gmw/source.html",
    previous:
      "确实，火星之旅将是一次令人感到痛苦的旅行，可能一去不复返并要几年时间才能完成，但是否应该允许参与者在旅程中痛饮一番？",
    sample: "picked",
  },
  {
    sentence:
      "纽约州立大学（State University of New York，SUNY）社会学荣誉教授戴夫·汉森（Dave Hanson）研究酒精和饮酒超过40年，他认为确实如此。",
    writable: true,
    source: "testdata/web-pages/readability/gmw/source.html",
    previous: "所以，人乘坐飞机时醉得更快是个传说？",
    sample: "picked",
  },
  {
    sentence: "如果在国际空间站上饮酒狂欢，溢出的啤酒也可能存在损坏设备的风险。",
    writable: true,
    source: "testdata/web-pages/readability/gmw/source.html",
    previous: "为此，国际空间站上的宇航员甚至没有被提供含有酒精的产品，例如漱口水、香水或须后水。",
    sample: "picked",
  },
  {
    sentence:
      "所以，当宇航员在地球轨道上时，将还不得不满足于通过欣赏外面的景色来振作精神，而不要指望沉溺于烈酒中。",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/gmw/source.html",
    previous:
      "面对未来人们可能在一个没有期限的时间内呆在一个有限的空间里，需要“尽早解决”如何协调不同文化观点的问题。",
    sample: "picked",
  },
  {
    sentence: "1Password scannt auch QR-Codes.",
    writable: true,
    source: "testdata/web-pages/readability/heise//expected.html",
    sample: "picked",
  },
  {
    sentence:
      "Mit dem Update wird eine praktische Funktion nachgereicht, die die iOS-Version der Anwendung bereits seit längerem beherrscht: Das direkte Erstellen von Einmal-Passwörtern.",
    writable: true,
    source: "testdata/web-pages/readability/heise//expected.html",
    previous: "AgileBits hat Version 5.3 seines bekannten Passwortmanagers 1Password für OS X freigegeben.",
    sample: "picked",
  },
  {
    sentence: "Zur TOTP-Nutzung muss zunächst ein Startwert an 1Password übergeben werden.",
    writable: true,
    source: "testdata/web-pages/readability/heise//expected.html",
    previous:
      "Neben Account und regulärem Passwort wird dabei dann ein Zusatzcode verlangt, der nur kurze Zeit gilt.",
    sample: "picked",
  },
  {
    sentence: "Update 5.3 des Passwortmanagers liefert auch noch weitere Verbesserungen.",
    writable: true,
    source: "testdata/web-pages/readability/heise//expected.html",
    previous:
      'Die TOTP-Unterstützung in 1Password erlaubt es, auf ein zusätzliches Gerät (z.B. ein iPhone) neben dem Mac zu verzichten, das den Code liefert – was allerdings auch die Sicherheit verringert, weil es keinen "echten" zweiten Faktor mehr gibt.',
    sample: "picked",
  },
  {
    sentence: "Die Engine zur Passworteingabe im Browser soll beschleunigt worden sein.",
    writable: true,
    source: "testdata/web-pages/readability/heise//expected.html",
    previous:
      "So gibt es die Möglichkeit, FaceTime-Audio- oder Skype-Anrufe aus 1Password zu starten, die Zahl der Zusatzfelder in der Datenbank wurde erweitert und der Umgang mit unterschiedlichen Zeitzonen klappt besser.",
    sample: "picked",
  },
  {
    sentence:
      "1Password kostet aktuell knapp 50 Euro im Mac App Store und setzt in seiner aktuellen Version mindestens OS X 10.10 voraus. (bsc)",
    writable: true,
    source: "testdata/web-pages/readability/heise//expected.html",
    previous: "Die Engine zur Passworteingabe im Browser soll beschleunigt worden sein.",
    sample: "picked",
  },
  {
    sentence:
      'El politólogo Samuel Huntington definía una sociedad así como pretoriana y el jurista Carlos Nino llamó a la Argentina "un país al margen de la ley".',
    writable: true,
    source: "testdata/web-pages/readability/la-nacion//expected.html",
    previous:
      "Entonces, cada actor reivindica sus intereses con los medios de que dispone: los sindicatos hacen huelga, los estudiantes toman colegios, los empresarios cierran las fábricas y todos hacen piquetes.",
    sample: "picked",
  },
  {
    sentence:
      "Cuando desborda, recanalizarla es más eficiente que reprimirla: ahí reside el arte del acuerdo.",
    writable: true,
    source: "testdata/web-pages/readability/la-nacion//expected.html",
    previous: "La protesta social es indisociable de la democracia.",
    sample: "picked",
  },
  {
    sentence: "Seamos claros: ningún individuo u organización tiene derecho a violar la ley.",
    writable: true,
    source: "testdata/web-pages/readability/la-nacion//expected.html",
    previous: "Gobernar sigue siendo poblar, pero también integrar.",
    sample: "picked",
  },
  {
    sentence: "Cambiemos.",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/la-nacion//expected.html",
    previous:
      "Pero el problema histórico del Estado argentino no fue tanto quiénes lo desafiaron como quiénes lo gobernaron.",
    sample: "picked",
  },
  {
    sentence:
      "Le contrôle de cette surveillance sera confié à une nouvelle autorité administrative indépendante, la Commission nationale de contrôle des techniques de renseignement (CNCTR), composée de six magistrats du Conseil d’Etat et de la Cour de cassation, de trois députés et trois sénateurs de la majorité et de l’opposition, et d’un expert technique.",
    writable: true,
    source: "testdata/web-pages/readability/lemonde-1//expected.html",
    heading: "La Commission de contrôle",
    sample: "picked",
  },
  {
    sentence: "Dans ces cas, la procédure classique devra s’appliquer.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/lemonde-1//expected.html",
    previous:
      "Ces cas d’urgence ne justifieront pas l’intrusion d’un domicile ni la surveillance d’un journaliste, un parlementaire ou un avocat.",
    heading: "La Commission de contrôle",
    sample: "picked",
  },
  {
    sentence:
      "Cependant, comme l’a souligné l’Arcep (l’Autorité de régulation des communications électroniques et des postes), sollicitée pour le versant technique de cette mesure, il est parfois difficile de s’assurer qu’une communication, même passant par l’étranger, ne concerne pas deux Français.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/lemonde-1//expected.html",
    previous:
      "La loi introduit également des mesures de surveillance internationale : concrètement, les procédures de contrôle seront allégées lorsqu’un des « bouts » de la communication sera situé à l’étranger (concrètement, un Français qui parle avec un individu situé à l’étranger).",
    heading: "De nouveaux outils et méthodes de collecte",
    sample: "picked",
  },
  {
    sentence:
      "Un troisième Français a été tué dans le tremblement de terre samedi au Népal, emporté par une avalanche, a déclaré jeudi le ministre des Affaires étrangères.",
    writable: true,
    source: "testdata/web-pages/readability/liberation-1/source.html",
    sample: "picked",
  },
  {
    sentence:
      "L’Airbus A350 affrété par les autorités françaises s’est posé peu avant 5h45 avec à son bord 206 passagers, dont 12 enfants et 26 blessés, selon une source du Quai d’Orsay.",
    writable: true,
    source: "testdata/web-pages/readability/liberation-1/source.html",
    previous: "Il accueillait à Roissy un premier avion spécial ramenant des rescapés.",
    sample: "picked",
  },
  {
    sentence:
      "Quasiment tous sont français, à l’exception d’une quinzaine de ressortissants allemands, suisses, italiens, portugais ou encore turcs.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/liberation-1/source.html",
    previous:
      "L’Airbus A350 affrété par les autorités françaises s’est posé peu avant 5h45 avec à son bord 206 passagers, dont 12 enfants et 26 blessés, selon une source du Quai d’Orsay.",
    sample: "picked",
  },
  {
    sentence:
      "Il devait lui aussi ramener des Français, «les plus éprouvés» par la catastrophe et les «plus vulnérables (blessés, familles avec enfants)», selon le ministère des Affaires étrangères.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/liberation-1/source.html",
    previous:
      "Un deuxième avion dépêché par Paris, qui était immobilisé aux Emirats depuis mardi avec 20 tonnes de matériel, est arrivé jeudi à Katmandou, dont le petit aéroport est engorgé par le trafic et l’afflux d’aide humanitaire.",
    sample: "picked",
  },
  {
    sentence: "Environ 400 Français ont demandé à être rapatriés dans les vols mis en place par la France.",
    writable: true,
    source: "testdata/web-pages/readability/liberation-1/source.html",
    previous:
      "2 209 Français ont été localisés sains et saufs tandis que 393 n’ont pas encore pu être joints, selon le Quai d’Orsay.",
    sample: "picked",
  },
  {
    sentence:
      "Após rechaçar um encontro da seleção brasileira com o presidente eleito Jair Bolsonaro, o técnico Tite declarou que errou ao levar a taça da Copa Libertadores de 2012, conquistada pelo Corinthians, ao ex-presidente Luiz Inácio Lula da Silva.",
    writable: true,
    source: "testdata/web-pages/readability/folha/source.html",
    sample: "picked",
  },
  {
    sentence: '"Em 2012 eu fiz e errei.',
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/folha/source.html",
    previous: "O presidente eleito até levantou a taça conquistada pelo clube alviverde.",
    sample: "picked",
  },
  {
    sentence: "转播到腾讯微博",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/qq//expected.html",
    previous: "TNW中文站2016年10月14日07:17",
    sample: "picked",
  },
  {
    sentence: "这样的问题。",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/qq//expected.html",
    previous:
      "例如，它可以回答“从邦德街开始，沿着中央线坐一站，环线坐四站，然后转朱比利线坐两站，你会到达哪个站？”",
    sample: "picked",
  },
  {
    sentence: "DeepMind称，DNC还可以帮你规划从沼泽门到皮卡迪利广场的最佳路线。",
    writable: true,
    source: "testdata/web-pages/readability/qq//expected.html",
    previous: "这样的问题。",
    sample: "picked",
  },
  {
    sentence: "让人工智能技术具备通过记忆学习的能力，就可以让它独自完成更复杂的任务。",
    writable: true,
    source: "testdata/web-pages/readability/qq//expected.html",
    previous: "但是AlphaGo必须进行训练才行，开发人员向AlphaGo提供了历史对弈中的大约3000万记录。",
    sample: "picked",
  },
  {
    sentence: "DeepMind已将其研究结果发表在科学刊物《自然》（Nature）上。",
    writable: true,
    source: "testdata/web-pages/readability/qq//expected.html",
    previous: "DeepMind希望DNC可以推动计算行业实现更多突破。",
    sample: "picked",
  },
  {
    sentence: "【美国The Next Web作品的中文相关权益归腾讯公司独家所有。",
    writable: false,
    why: "front-matter",
    source: "testdata/web-pages/readability/qq//expected.html",
    previous: "转播到腾讯微博",
    sample: "picked",
  },
  {
    sentence: "美樹民宿有開設餐廳室內簡單佈置提供伙食餐飲",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/pixnet/source.html",
    previous: "午後山嵐興起雲氣遊蕩盤旋在對岸山頭人潮來來去去似乎也沒有減少",
    sample: "picked",
  },
  {
    sentence: "--hard: Resets the index and working tree.",
    writable: true,
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "-n, --dry-run: Do not actually remove anything at all now.",
    writable: true,
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "--onto <newbase>: Starting point at which to create the new commits.",
    writable: true,
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence:
      'GOOD=$(git for-each-ref "--format=%(objectname)" refs/bisect/good-*) && git rev-list --not $GOOD >/dev/null <tmp.$$ rc=$?',
    writable: false,
    why: "code",
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "Run make && make test to build and test the tree before you mark it good.",
    writable: true,
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "and then the index and the working tree are reset to the commit.",
    writable: false,
    why: "fragment",
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "TraceMonkey is the fastest VM on 9 of the 26 benchmarks.",
    writable: true,
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "Speedup vs. a baseline JavaScript interpreter for our trace-based JIT compiler.",
    writable: false,
    why: "caption",
    source: "server/engines/offline/pool.test.ts",
    previous: "Figure 10.",
    sample: "picked",
  },
  {
    sentence: "Table 2: Detailed trace recording statistics for the benchmarks we ran.",
    writable: false,
    why: "caption",
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "Figure 7 shows basic trace tree compilation applied to a nested loop.",
    writable: false,
    why: "self-reference",
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "This document provides an overview of how the query planner and optimizer for SQLite works.",
    writable: false,
    why: "self-reference",
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "In this section, we describe traces, trace trees, and how they are formed at run time.",
    writable: false,
    why: "self-reference",
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "In the rest of this section we discuss key areas of the TraceMonkey implementation.",
    writable: false,
    why: "self-reference",
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "PTCL Group, Pakistan's largest telecom and internet services provider, announced ₨.",
    writable: false,
    why: "fragment",
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "The donors pledged 500 crores to the relief fund of the province, in Rs.",
    writable: false,
    why: "fragment",
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "PTCL Group, Pakistan's largest telecom provider, announced a donation.",
    writable: true,
    source: "server/engines/offline/pool.test.ts",
    sample: "picked",
  },
  {
    sentence: "This means that git reset -p is the opposite of git add -p, so hunks can be reset one by one.",
    writable: false,
    why: "dangling",
    source: "server/engines/offline/reading-order.test.ts",
    sample: "picked",
  },
  {
    sentence: "The --soft mode of git reset does not touch the index file or the working tree at all.",
    writable: true,
    source: "server/engines/offline/reading-order.test.ts",
    sample: "picked",
  },
  {
    sentence: "Git reset is a command that sets the current branch head to another commit.",
    writable: true,
    source: "server/engines/offline/reading-order.test.ts",
    sample: "picked",
  },
  {
    sentence:
      'But any other kind of PRIMARY KEYs, including "INT PRIMARY KEY" are just unique indexes in an ordinary rowid table.',
    writable: false,
    why: "dangling",
    source: "server/engines/offline/reading-order.test.ts",
    sample: "picked",
  },
  {
    sentence: "However, the phrase WITHOUT ROWID omits the special rowid column from the table.",
    writable: false,
    why: "dangling",
    source: "server/engines/offline/reading-order.test.ts",
    sample: "picked",
  },
  {
    sentence: "Still, recording and compilation are clearly both expensive.",
    writable: false,
    why: "dangling",
    source: "server/engines/offline/reading-order.test.ts",
    sample: "picked",
  },
  {
    sentence: "Also, the index can be formed on expressions involving table columns.",
    writable: false,
    why: "dangling",
    source: "server/engines/offline/reading-order.test.ts",
    sample: "picked",
  },
  {
    sentence: "Butter is made from cream.",
    writable: true,
    source: "server/engines/offline/reading-order.test.ts",
    sample: "picked",
  },
  {
    sentence: "Stillwater is a city in Minnesota.",
    writable: true,
    source: "server/engines/offline/reading-order.test.ts",
    sample: "picked",
  },
  {
    sentence: "This hook is invoked by git gc --auto and takes no parameter of its own.",
    writable: false,
    why: "dangling",
    source: "server/engines/offline/summary.test.ts",
    heading: "pre-auto-gc",
    sample: "picked",
  },
  {
    sentence: "The default post-receive hook of Git hooks is empty, but a sample script is provided.",
    writable: true,
    source: "server/engines/offline/summary.test.ts",
    heading: "post-receive",
    sample: "picked",
  },
  {
    sentence: "With --soft, git reset does not touch the index file or the working tree at all.",
    writable: true,
    source: "server/engines/offline/summary.test.ts",
    sample: "picked",
  },
  {
    sentence: "Eleven fatalities were reported in Abra, and at least 616 people were injured.",
    writable: true,
    source: "server/engines/offline/summary.test.ts",
    sample: "picked",
  },
  {
    sentence: "Incorporates changes from a remote repository into the current branch.",
    writable: false,
    why: "fragment",
    source: "server/engines/offline/write-section.test.ts",
    sample: "picked",
  },
  {
    sentence: "Upon completion, the given branch will be the current branch of the working directory.",
    writable: true,
    source: "server/engines/offline/write-section.test.ts",
    sample: "picked",
  },
  {
    sentence: "Any changes to tracked files in the working tree since <commit> are discarded.",
    writable: true,
    source: "server/engines/offline/extract.test.ts",
    sample: "picked",
  },
  {
    sentence:
      "The stash entries are listed with git stash list, newest first, as stash@{0}, stash@{1} and so on.",
    writable: true,
    source: "server/engines/offline/extract.test.ts",
    sample: "picked",
  },
  {
    sentence: "The command takes options applicable to the git log command to control what is shown and how.",
    writable: true,
    source: "testdata/libraries/git-docs/git-stash.html",
    previous: "Add git-stash",
    heading: "COMMANDS",
    sample: "random",
  },
  {
    sentence:
      "You can also use stash.showIncludeUntracked to set whether --include-untracked is enabled by default.",
    writable: true,
    source: "testdata/libraries/git-docs/git-stash.html",
    previous:
      "If no <diff-option> is provided, the default behavior will be given by the stash.showStat, and stash.showPatch config variables.",
    heading: "COMMANDS",
    sample: "random",
  },
  {
    sentence: "\\# ... hack hack hack ...",
    writable: false,
    why: "code",
    source: "testdata/libraries/git-docs/git-stash.html",
    previous: "You can use git stash to simplify the above, like this:",
    heading: "EXAMPLES",
    sample: "random",
  },
  {
    sentence:
      "A git repository can support multiple working trees, allowing you to check out more than one branch at a time.",
    writable: true,
    source: "testdata/libraries/git-docs/git-worktree.html",
    previous: "Manage multiple working trees attached to the same repository.",
    heading: "DESCRIPTION",
    sample: "random",
  },
  {
    sentence:
      "In order to have worktree-specific configuration, you can turn on the worktreeConfig extension, e.g.:",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/git-worktree.html",
    previous:
      "If the config variables core.bare or core.worktree are present in the common config file and extensions.worktreeConfig is disabled, then they will be applied to the main worktree only.",
    heading: "CONFIGURATION FILE",
    sample: "random",
  },
  {
    sentence: "For Example:",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/git-docs/git-worktree.html",
    previous:
      'Unless -z is used any "unusual" characters in the lock reason such as newlines are escaped and the entire reason is quoted as explained for the configuration variable core.quotePath (see git-config(1)).',
    heading: "Porcelain Format",
    sample: "random",
  },
  {
    sentence: "Patterns in the exclude file are used in addition to those in $GIT_DIR/info/exclude.",
    writable: true,
    source: "testdata/libraries/git-docs/gitignore.html",
    previous:
      "The optional configuration variable core.excludesFile indicates a path to a file containing patterns of file names to exclude, similar to $GIT_DIR/info/exclude.",
    heading: "CONFIGURATION",
    sample: "random",
  },
  {
    sentence: "Git does not follow symbolic links when accessing a .gitignore file in the working tree.",
    writable: true,
    source: "testdata/libraries/git-docs/gitignore.html",
    previous: "To stop tracking a file that is currently tracked, use git rm --cached.",
    heading: "NOTES",
    sample: "random",
  },
  {
    sentence: "$ git status",
    writable: false,
    why: "code",
    source: "testdata/libraries/git-docs/gitignore.html",
    previous: "foo.html",
    heading: "EXAMPLES",
    sample: "random",
  },
  {
    sentence: "See git-commit(1) for more details.",
    writable: false,
    why: "navigation",
    source: "testdata/libraries/git-docs/git-merge.html",
    previous:
      "--cleanup=<mode>: This option determines how the merge message will be cleaned up before committing.",
    heading: "OPTIONS",
    sample: "random",
  },
  {
    sentence:
      'The working tree files contain the result of the "merge" program; i.e. 3-way merge results with familiar conflict markers <<< === >>>.',
    writable: true,
    source: "testdata/libraries/git-docs/git-merge.html",
    previous:
      "For conflicting paths, the index file records up to three versions: stage 1 stores the version from the common ancestor, stage 2 from HEAD, and stage 3 from MERGE_HEAD (you can inspect the stages with git ls-files -u).",
    heading: "TRUE MERGE",
    sample: "random",
  },
  {
    sentence: "merge.<driver>.driver: Defines the command that implements a custom low-level merge driver.",
    writable: true,
    source: "testdata/libraries/git-docs/git-merge.html",
    previous: "See gitattributes(5) for details.",
    heading: "CONFIGURATION",
    sample: "random",
  },
  {
    sentence: "In this example, the rowids are not consecutive but they are ordered.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/queryplanner.html",
    previous: 'Figure 1: Logical Layout Of Table "FruitsForSale"',
    heading: "1.1. Tables Without Indices",
    sample: "random",
  },
  {
    sentence:
      'In our example data set, there is more redundancy in the "state" column and so they are more duplicate entries.',
    writable: false,
    why: "self-reference",
    source: "testdata/libraries/sqlite-docs/queryplanner.html",
    previous:
      'The only difference is that in Idx2, the first column is "state" instead of "fruit" as it is with Idx1.',
    heading: "1.5. Multiple AND-Connected WHERE-Clause Terms",
    sample: "random",
  },
  {
    sentence:
      "But when we use Idx1 as shown here, we have to do N rowid lookups which take logN time each, so the total time of NlogN is the same!",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/queryplanner.html",
    previous:
      "The number of steps in the original indexless sort is proportional to NlogN since that is how much time it takes to sort N rows.",
    heading: "2.2. Sorting By Index",
    sample: "random",
  },
  {
    sentence: "It provides no new capabilities.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/withoutrowid.html",
    previous: "The WITHOUT ROWID syntax is an optimization.",
    heading: "2. Differences From Ordinary Rowid Tables",
    sample: "random",
  },
  {
    sentence:
      'The main table uses the hidden rowid value as the key and stores the "word" and "cnt" columns as data.',
    writable: true,
    source: "testdata/libraries/sqlite-docs/withoutrowid.html",
    previous: 'As an ordinary SQLite table, "wordcount" is implemented as two separate B-Trees.',
    heading: "3. Benefits Of WITHOUT ROWID Tables",
    sample: "random",
  },
  {
    sentence:
      "Of course, in a real-world schema, there will typically be secondary indices and/or UNIQUE constraints, and the situation is more complicated.",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/withoutrowid.html",
    previous:
      "Thus, in some cases, a WITHOUT ROWID table can use about half the amount of disk space and can operate nearly twice as fast.",
    heading: "3. Benefits Of WITHOUT ROWID Tables",
    sample: "random",
  },
  {
    sentence: "X'.",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/sqlite-docs/json1.html",
    previous: "If the right operand is a text label X, then it is interpreted as the JSON path '$.",
    heading: "4.5. The -> and ->> operators",
    sample: "random",
  },
  {
    sentence:
      "The first argument of each pair is the label and the second argument of each pair is the value.",
    writable: true,
    source: "testdata/libraries/sqlite-docs/json1.html",
    previous:
      "The json_object() SQL function accepts zero or more pairs of arguments and returns a well-formed JSON object that is composed from those arguments.",
    heading: "4.7. The json_object() function",
    sample: "random",
  },
  {
    sentence: "- json_quote(json('[1]')) → '[1]'",
    writable: false,
    why: "code",
    source: "testdata/libraries/sqlite-docs/json1.html",
    previous: "- json_quote('[1]') → '\"[1]\"'",
    heading: "4.12. The json_quote() function",
    sample: "random",
  },
  {
    sentence: "- text in a subset of the ISO-8601 format,",
    writable: false,
    why: "fragment",
    source: "testdata/libraries/sqlite-docs/lang_datefunc.html",
    previous: "Date and time values can be stored as",
    heading: "1. Overview",
    sample: "random",
  },
  {
    sentence: "SELECT datetime(1092941466, 'auto'); -- Does not work for early 1970!",
    writable: false,
    why: "code",
    source: "testdata/libraries/sqlite-docs/lang_datefunc.html",
    previous: "SELECT datetime(1092941466, 'unixepoch');",
    heading: "4. Examples",
    sample: "random",
  },
  {
    sentence:
      "These functions only work for dates between 0000-01-01 00:00:00 and 9999-12-31 23:59:59 (julian day numbers 1721059.5 through 5373484.5).",
    writable: false,
    why: "dangling",
    source: "testdata/libraries/sqlite-docs/lang_datefunc.html",
    previous:
      "For dates outside this range, SQLite attempts to map the year into an equivalent year within this range, do the calculation, then map the year back.",
    heading: "5. Caveats And Bugs",
    sample: "random",
  },
  {
    sentence: "TraceMonkey always begins executing a program in the bytecode interpreter.",
    writable: true,
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "The narrative should be read along with Figure 2, which describes the activities TraceMonkey performs and when it transitions between the loops.",
    heading: "2. Overview: Example Tracing Run",
    sample: "random",
  },
  {
    sentence:
      "TraceMonkey can simply observe the result of the search process and record the simplest possible LIR to access the property value.",
    writable: true,
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "Property maps can be implemented with different data structures (e.g., per-object hash tables or shared hash tables), so the search process also must dispatch on the representation of each object found during search.",
    heading: "3.1 Traces",
    sample: "random",
  },
  {
    sentence: "t4",
    writable: false,
    why: "fragment",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "t1",
    heading: "4.1 Nesting Algorithm",
    sample: "random",
  },
  {
    sentence:
      "An important detail is that the call to the inner trace tree must act like a function call site: it must return to the same point every time.",
    writable: true,
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "As long as m is close to 1, the resulting trace trees will be tractable.",
    heading: "4.1 Nesting Algorithm",
    sample: "random",
  },
  {
    sentence: "The goal of nesting is to make inner and outer loops independent;",
    writable: false,
    why: "fragment",
    source: "testdata/pdfs/tracemonkey.pdf",
    previous:
      "An important detail is that the call to the inner trace tree must act like a function call site: it must return to the same point every time.",
    heading: "4.1 Nesting Algorithm",
    sample: "random",
  },
  {
    sentence:
      "regexp-dna is dominated by regular expression matching, which is implemented in all 3 VMs by a special regular expression compiler.",
    writable: true,
    source: "testdata/pdfs/tracemonkey.pdf",
    previous: "TraceMonkey runs all the other programs in this set almost entirely as native code.",
    heading: "7. Evaluation",
    sample: "random",
  },
  {
    sentence: "3(a) (b) (c)",
    writable: false,
    why: "fragment",
    source: "testdata/pdfs/arxiv_1111.2011v2.pdf",
    previous:
      "The goal is now to recast the internode hopping described by (3) as a modification to the action (2) corresponding",
    sample: "random",
  },
  {
    sentence: "∫ 〈φ〉φ ∫ 〈φ〉 φ − zt2",
    writable: false,
    why: "fragment",
    source: "testdata/pdfs/arxiv_1111.2011v2.pdf",
    previous: "The sums in (9) can be performed explicitly, resulting in the expression zt0ezt0",
    heading: "1. We assume—intending to self-consistently verify",
    sample: "random",
  },
  {
    sentence:
      "Combining this result with the discussion below (24), we see that, compared with the standard quantum critical theory without internode hopping, the upper and lower critical dimensions have both been shifted down by one, with the upper critical dimension shifting from d = 3 to 2 and the lower critical dimension shifting from d = 1 to 0.",
    writable: false,
    why: "self-reference",
    source: "testdata/pdfs/arxiv_1111.2011v2.pdf",
    previous:
      "Since one obtains mean field critical exponents above two spatial dimensions, we thus establish d = 2 as the upper critical dimension in our theory.",
    heading: "1. We assume—intending to self-consistently verify",
    sample: "random",
  },
  {
    sentence:
      "Marine traffic was also hindered, as dozens of ships waited on either side of the bridge [34].",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Crimean_Bridge_explosion.txt",
    previous:
      "Over a hundred trucks waited on either side to use the small ferry, carrying 16 trucks at a time [17].",
    heading: "Economic loss",
    sample: "random",
  },
  {
    sentence: "On 9 October divers inspected the bridge structure for any underwater damage.",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Crimean_Bridge_explosion.txt",
    previous:
      "The Deputy Prime Minister of Russia Marat Khusnullin said that the damaged portions of the bridge would be taken down and repairs were to commence immediately.",
    heading: "Aftermath",
    sample: "random",
  },
  {
    sentence:
      "-war-news-10-08-22/h_972e0c20567968a3f40b4b18cd53834e [41] https://www.railfreight.com/railfreight/2022/10/10/freight-traffic-resumed-after-bomb-blast-on-crimea-bridge/?",
    writable: false,
    why: "citation-list",
    source: "testdata/eval/freshwiki/txt/2022_Crimean_Bridge_explosion.txt",
    previous:
      "a/news/2022/10/08/na-krimskom-mostu-proizoshel-vzriv-zagorelis-tsisterni-i-provalilos-dorozhnoe-polotno/ [22] https://www.theguardian.com/world/2022/aug/16/creating-chaos-zelenskiys-adviser-outlines-ukraines-military-strategy [23] https://www.agents.media/vzorvan-krymskij-most-chto-izvestno/ [24] https://theconversation.com/crimean-bridge-blast-experts-assess-the-damage-192161 [25] https://www.theguardian.com/world/2022/oct/09/kerch-bridge-russia-ukraine-war-crimea-putin [26] https://edition.cnn.com/2022/10/08/europe/crimea-bridge-explosion-intl-hnk/index.html [27] https://www.newcivilengineer.com/latest/how-the-crimean-bridge-explosion-caused-multiple-spans-to-collapse-11-10-2022/ [28] https://meduza.io/feature/2022/10/08/vzryv-na-krymskom-mostu-dvizhenie-ostanovleno-chast-avtomobilnogo-mosta-obrushilas [29] https://thetimeshub.in/people-are-fleeing-en-masse-from-crimea-traffic-jam-on-the-bridge-exceeded-5-kilometers-video/54139/ [30] https://www.perild.com/2022/10/08/due-to-the-emergency-on-the-crimean-bridge-a-traffic-jam-formed-on-the-black-and-azov-seas/ [31] https://www.independent.co.uk/news/world/europe/crimea-bridge-explosion-russia-killed-b2198406.html [32] https://www.bbc.com/news/world-europe-63183404 [33] https://www.reuters.com/world/europe/russias-ria-state-agency-reports-fuel-tank-fire-kerch-bridge-crimea-2022-10-08/ [34] https://www.nytimes.com/2022/10/09/world/europe/russia-crimea-kerch-bridge-traffic.html [35] https://www.zeit.de/politik/ausland/2022-10/ukraine-bruecke-explosion-krim-russland [36] https://kyivindependent.com/uncategorized/crimean-occupation-government-introduces-rationing-cancels-it-in-an-hour [37] https://edition.cnn.com/europe/live-news/russia-ukraine-war-news-10-08-22/h_4a34c1441b085a511d720a4d5e48a4b2 [38] https://www.bbc.com/news/world-europe-63189627 [39] https://www.euronews.com/2022/10/08/ukraine-war-car-bomb-sparks-major-blaze-on-bridge-linking-russia-and-crimea [40] https://edition.cnn.com/europe/live-news/russia-ukraine",
    heading: "References",
    sample: "random",
  },
  {
    sentence:
      "The novel parade included the players travelling along the Yarra River on barges before the players boarded utes and travelled through Yarra Park; their journey concluded north of the Melbourne Cricket Ground.",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_AFL_Grand_Final.txt",
    previous:
      "The annual Grand Final Parade returned to Melbourne for the first time since 2019 on the Friday before the Grand Final.",
    heading: "Parade",
    sample: "random",
  },
  {
    sentence: "Ling presented coach Chris Scott and captain Joel Selwood the cup after the match..",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_AFL_Grand_Final.txt",
    previous:
      "The Premiership Cup was brought onto the ground by Cameron Ling, a member of Geelong's last three premiership teams in 2007, 2009 and 2011, and former Sydney captain Paul Kelly.",
    heading: "On-field events",
    sample: "random",
  },
  {
    sentence:
      "Playing his 40th final, Geelong captain Joel Selwood surpassed Michael Tuck's record for most career VFL/AFL finals, and he became Geelong's only four-time VFL/AFL premiership player [28] [29].",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_AFL_Grand_Final.txt",
    previous:
      "Wingman Max Holmes, who was substituted out of the preliminary final with a hamstring injury, was included in Thursday's selected team, but was omitted on the morning of the game; he was replaced in the 22 by preliminary final medical substitute Mark O’Connor, and Brandan Parfitt came into the 23 as substitute.",
    heading: "Teams",
    sample: "random",
  },
  {
    sentence: "Opposition leader Péter Márki-Zay admitted defeat shortly after Orbán's speech.",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Hungarian_parliamentary_election.txt",
    previous:
      'Addressing his supporters after the partial results, Orbán said: "We won a victory so big that you can see it from the moon, and you can certainly see it from Brussels".',
    sample: "random",
  },
  {
    sentence:
      "The opposition coalition was very ideologically diverse, something described by observers as a potential hindrance to presenting a united front to defeat Orbán.",
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Hungarian_parliamentary_election.txt",
    previous:
      'The leaders of the respective parties have also signed a declaration containing the terms of their cooperation, titled "Korszakváltás Garanciái" ("Principles for Hungary\'s governance after 2022") [17] [18].',
    heading: "Creation of joint opposition list",
    sample: "random",
  },
  {
    sentence:
      'The monitoring mission further reported that the elections "offered voters distinct alternatives and were well run, but, while competitive, was marred by the pervasive overlapping of government and ruling coalition’s messaging that blurred the line between state and party, as well as by media bias and opaque campaign funding."',
    writable: true,
    source: "testdata/eval/freshwiki/txt/2022_Hungarian_parliamentary_election.txt",
    previous:
      "The OSCE added that the election day passed peacefully, with observers assessing the process as well-organized, orderly, and smooth.",
    heading: "Conduct",
    sample: "random",
  },
  {
    sentence: "1.",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/cnn/source.html",
    previous: "The overall rankings of the countries were as follows:",
    heading:
      "The U.S. has long been heralded as a land of opportunity -- a place where anyone can succeed regardless of the economic class they were born into.",
    sample: "random",
  },
  {
    sentence: "Australia",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/cnn/source.html",
    previous: "3.",
    heading:
      "The U.S. has long been heralded as a land of opportunity -- a place where anyone can succeed regardless of the economic class they were born into.",
    sample: "random",
  },
  {
    sentence: "United Kingdom",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/cnn/source.html",
    previous: "7.",
    heading:
      "The U.S. has long been heralded as a land of opportunity -- a place where anyone can succeed regardless of the economic class they were born into.",
    sample: "random",
  },
  {
    sentence: "list: [",
    writable: false,
    why: "code",
    source: "testdata/web-pages/readability/ars-1/source.html",
    previous: "list: [",
    heading: "Two-year-old bug exposes thousands of servers to crippling attack.",
    sample: "random",
  },
  {
    sentence:
      "The fix for this vulnerability isn’t exactly that hard, the client should never really send a data structure as complex as NBT of arbitrary size and if it must, some form of recursion and size limits should be implemented.",
    writable: true,
    source: "testdata/web-pages/readability/ars-1/source.html",
    previous:
      "This vulnerability exists on almost all previous and current Minecraft versions as of 1.8.3, the packets used as attack vectors are the 0x08: Block Placement Packet and 0x10: Creative Inventory Action.",
    heading: "Two-year-old bug exposes thousands of servers to crippling attack.",
    sample: "random",
  },
  {
    sentence:
      "AOL, Red Hat, Sun Microsystems/Oracle Corporation, Google and other companies and individual contributors have co-developed NSS and it is used in a wide range of non-Mozilla products including Evolution, Pidgin, and Apache OpenOffice.",
    writable: true,
    source: "testdata/web-pages/readability/wikipedia/source.html",
    previous:
      "NSS was previously tri-licensed under the Mozilla Public License 1.1, the GNU General Public License, and the GNU Lesser General Public License, but upgraded to GPL-compatible MPL 2.0.",
    heading: "NSS[edit]",
    sample: "random",
  },
  {
    sentence: '"How was Mozilla born".',
    writable: false,
    why: "citation-list",
    source: "testdata/web-pages/readability/wikipedia/source.html",
    previous: "- ^ Dave Titus with assistance from Andrew Wong.",
    heading: "References[edit]",
    sample: "random",
  },
  {
    sentence: "Retrieved 2012-08-18.",
    writable: false,
    why: "citation-list",
    source: "testdata/web-pages/readability/wikipedia/source.html",
    previous: "Engadget.",
    heading: "References[edit]",
    sample: "random",
  },
  {
    sentence: "- Themes",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/mozilla-1/source.html",
    heading: "More ways to customize",
    sample: "random",
  },
  {
    sentence: "Try it now",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/mozilla-1/source.html",
    previous: "Choose from thousands of themes and dress up your browser with a single click.",
    heading: "Themes",
    sample: "random",
  },
  {
    sentence: "See what it can do for you",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/mozilla-1/source.html",
    previous: "Find and return to your favorite sites without having to remember a URL.",
    heading: "Awesome Bar",
    sample: "random",
  },
  {
    sentence:
      "A new study investigates when the 'a-ha!' moment takes place in the brain, and how similar it is to other brain processes.",
    writable: true,
    source: "testdata/web-pages/readability/medicalnewstoday/source.html",
    previous: "New research investigates.",
    sample: "random",
  },
  {
    sentence:
      "Dr. Shadlen and colleagues started out from an interesting hypothesis, one which they derived from previous research on the neurobiological processes involved in decision-making.",
    writable: true,
    source: "testdata/web-pages/readability/medicalnewstoday/source.html",
    heading: "The hypothesis",
    sample: "random",
  },
  {
    sentence:
      'This process of making a decision once the brain has accumulated enough evidence bears the name of "bounded evidence accumulation."',
    writable: true,
    source: "testdata/web-pages/readability/medicalnewstoday/source.html",
    previous:
      'As the authors explain, research conducted in both monkeys and humans shows that many of our decisions take place at a point when the brain "feels" as though it has gathered enough information, or when a critical level of information has been accumulated.',
    heading: "The hypothesis",
    sample: "random",
  },
  {
    sentence: "Le détail est disponible sur le site de l'Assemblée nationale.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/lemonde-1//expected.html",
    previous:
      "Ont voté contre : 10 députés socialistes (sur 288), 35 UMP (sur 198), 11 écologistes (sur 18), 11 UDI (sur 30), 12 députés Front de gauche (sur 15) et 7 non-inscrits (sur 9).",
    sample: "random",
  },
  {
    sentence:
      "La durée de conservation des données collectées – et l’adaptation de cette durée à la technique employée – a par ailleurs été inscrite dans la loi, contrairement au projet initial du gouvernement qui entendait fixer ces limites par décret.",
    writable: true,
    source: "testdata/web-pages/readability/lemonde-1//expected.html",
    previous: "Ces fichiers sont aujourd’hui exclus du périmètre d’action de la CNIL.",
    heading: "Conservation des données",
    sample: "random",
  },
  {
    sentence: "Les autorités françaises sont toujours sans nouvelles «d’encore plus de 200» personnes.",
    writable: true,
    source: "testdata/web-pages/readability/liberation-1/source.html",
    previous:
      "Un troisième Français a été tué dans le tremblement de terre samedi au Népal, emporté par une avalanche, a déclaré jeudi le ministre des Affaires étrangères.",
    sample: "random",
  },
  {
    sentence: "Des dizaines de milliers de personnes sont sans abri.",
    writable: true,
    source: "testdata/web-pages/readability/liberation-1/source.html",
    previous: "Le séisme a fait près de 5 500 morts et touche huit des 28 millions d’habitants du Népal.",
    sample: "random",
  },
  {
    sentence:
      "Tras una carambola a tres bandas, fue capturado por agentes turcos en Kenia, donde se encontraba bajo la protección del embajador griego, mientras intentaba abordar un avión hacia Holanda.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/la-nacion//expected.html",
    previous:
      "Optó por la estrecha avenida del medio: se ignoró el mandato de captura al tiempo que se negó el asilo, presionando a Ocalan para que se fuera por las suyas.",
    sample: "random",
  },
  {
    sentence: "Gobernar sigue siendo poblar, pero también integrar.",
    writable: true,
    source: "testdata/web-pages/readability/la-nacion//expected.html",
    previous: "Hoy sobra tierra y falta gente.",
    sample: "random",
  },
  {
    sentence: "O treinador deixou claro que preferiria evitar esse tipo de formalidade.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/folha/source.html",
    previous:
      "O assunto foi levantado porque recentemente Tite foi questionado se aceitaria um encontro da seleção brasileira com Bolsonaro em uma conquista de título ou antes da Copa América de 2019, por exemplo.",
    sample: "random",
  },
  {
    sentence: "Sim.",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/folha/source.html",
    previous: "Fiz errado lá atrás?",
    sample: "random",
  },
  {
    sentence: "Zudem gibt es neue Zusatzfelder in der Datenbank und weitere Verbesserungen.",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/heise//expected.html",
    previous: "Das in der iOS-Version bereits enthaltene TOTP-Feature ist nun auch für OS X 10.10 verfügbar.",
    sample: "random",
  },
  {
    sentence:
      'Die TOTP-Unterstützung in 1Password erlaubt es, auf ein zusätzliches Gerät (z.B. ein iPhone) neben dem Mac zu verzichten, das den Code liefert – was allerdings auch die Sicherheit verringert, weil es keinen "echten" zweiten Faktor mehr gibt.',
    writable: true,
    source: "testdata/web-pages/readability/heise//expected.html",
    previous: "Eine Einführung in die Technik gibt ein kurzes Video.",
    sample: "random",
  },
  {
    sentence: "TNW中文站2016年10月14日07:17",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/qq//expected.html",
    sample: "random",
  },
  {
    sentence: "DeepMind的AlphaGo AI能够打败围棋冠军也跟这些神经网络有很大关系。",
    writable: true,
    source: "testdata/web-pages/readability/qq//expected.html",
    previous: "这种AI技术很适合与机器习得配套使用。",
    sample: "random",
  },
  {
    sentence: "翱翔于距地球数千公里的太空中，进入广袤漆黑的未知领域，是一项艰苦卓绝的工作。",
    writable: true,
    source: "testdata/web-pages/readability/gmw/source.html",
    sample: "random",
  },
  {
    sentence:
      "然而，2007年，美国宇航局(NASA)成立了一个负责调查宇航员健康状况的独立小组，称历史上该机构至少有两名宇航员在即将飞行前喝了大量的酒，但仍然被允许飞行。",
    writable: false,
    why: "dangling",
    source: "testdata/web-pages/readability/gmw/source.html",
    previous: "毕竟国际空间站的造价高达1500亿美元，而且在接近真空的太空中其运行速度达到了每小时27680公里。",
    sample: "random",
  },
  {
    sentence: "福娘童話集",
    writable: false,
    why: "fragment",
    source: "testdata/web-pages/readability/hukumusume/source.html",
    previous: "恋の魔法とおまじない 001両思いになれるおまじない 1月 1日の童話・昔話",
    sample: "random",
  },
  {
    sentence: "病気検索と対応方法、症状から検索するWEB問診",
    writable: false,
    why: "navigation",
    source: "testdata/web-pages/readability/hukumusume/source.html",
    previous: "子どもの病気相談所",
    sample: "random",
  },
  {
    sentence: ">>> Reporter.objects.get(full_name__contains='mith') <Reporter: John Smith>",
    writable: false,
    why: "code",
    source: "/usr/share/doc/python-django-doc/html/intro/overview.html",
    previous: ">>> Reporter.objects.get(full_name__startswith='John') <Reporter: John Smith>",
    heading: "Enjoy the free API¶",
    sample: "random",
  },
  {
    sentence: "URLconfs also serve to decouple URLs from Python code.",
    writable: true,
    source: "/usr/share/doc/python-django-doc/html/intro/overview.html",
    previous:
      "A table of contents for your app, it contains a mapping between URL patterns and Python callback functions.",
    heading: "Design your URLs¶",
    sample: "random",
  },
  {
    sentence:
      "Once one of the URL patterns matches, Django calls the given view, which is a Python function.",
    writable: true,
    source: "/usr/share/doc/python-django-doc/html/intro/overview.html",
    previous: "This is blazingly fast, because the paths are compiled into regular expressions at load time.",
    heading: "Design your URLs¶",
    sample: "random",
  },
  {
    sentence:
      "Each field takes a certain set of field-specific arguments (documented in the model field reference).",
    writable: true,
    source: "/usr/share/doc/python-django-doc/html/topics/db/models.html",
    heading: "Field options¶",
    sample: "random",
  },
  {
    sentence: "For example:",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/python-django-doc/html/topics/db/models.html",
    previous:
      "By default, Django gives each model an auto-incrementing primary key with the type specified per app in AppConfig.default_auto_field or globally in the DEFAULT_AUTO_FIELD setting.",
    heading: "Automatic primary key fields¶",
    sample: "random",
  },
  {
    sentence: "Once you have established the many-to-many relationships, you can issue queries.",
    writable: true,
    source: "/usr/share/doc/python-django-doc/html/topics/db/models.html",
    previous: "<QuerySet []>",
    heading: "Extra fields on many-to-many relationships¶",
    sample: "random",
  },
  {
    sentence: "Password to use for the SMTP server defined in EMAIL_HOST.",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/python-django-doc/html/ref/settings.html",
    previous: "Default: '' (Empty string)",
    heading: "EMAIL_HOST_PASSWORD¶",
    sample: "random",
  },
  {
    sentence: "Whether to use an implicit TLS (secure) connection when talking to the SMTP server.",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/python-django-doc/html/ref/settings.html",
    previous: "Default: False",
    heading: "EMAIL_USE_SSL¶",
    sample: "random",
  },
  {
    sentence: "- CSRF_COOKIE_NAME",
    writable: false,
    why: "code",
    source: "/usr/share/doc/python-django-doc/html/ref/settings.html",
    previous: "- CSRF_COOKIE_DOMAIN",
    heading: "Security¶",
    sample: "random",
  },
  {
    sentence:
      "So although the files are stored on disk, if they are frequently accessed it is likely the operating system will ensure that they are actually served from memory.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/en/caching.html",
    previous:
      "Importantly, as the cached files are locally stored, operating system in-memory caching will typically be applied to their access also.",
    heading: "Caching to Disk",
    sample: "random",
  },
  {
    sentence:
      "The Apache HTTP server offers a low level shared object cache for caching information such as SSL sessions, or authentication credentials, within the socache interface.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/en/caching.html",
    heading: "General Two-state Key/Value Shared Object Caching ¶",
    sample: "random",
  },
  {
    sentence:
      "The act of opening a file can itself be a source of delay, particularly on network filesystems.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/en/caching.html",
    heading: "File-Handle Caching",
    sample: "random",
  },
  {
    sentence:
      "This uses an internal subrequest to do the check, so use it with care - it can impact your server's performance!",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/en/mod/mod_rewrite.html",
    previous:
      "Checks whether or not TestString is a valid file, accessible via all the server's currently-configured access controls for that path.",
    heading: "Note",
    sample: "random",
  },
  {
    sentence:
      "Treats the TestString as a pathname and tests whether or not it exists, and is a regular file with size greater than zero.",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/apache2-doc/manual/en/mod/mod_rewrite.html",
    previous: "-s: Is regular file, with size.",
    heading: "Note",
    sample: "random",
  },
  {
    sentence: "Available in Apache HTTP Server 2.4.8 and later.",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/apache2-doc/manual/en/mod/mod_rewrite.html",
    previous: "See the Inherit option for more details on how the parent-child relationships are handled.",
    heading: "RewriteOptions Directive ¶",
    sample: "random",
  },
  {
    sentence: "$ cmake .",
    writable: false,
    why: "code",
    source: "/usr/share/doc/cmake-data/html/manual/cmake.1.html",
    previous: "$ cd build",
    heading: "Generate a Project Buildsystem¶",
    sample: "random",
  },
  {
    sentence: "¶: New in version 3.18.",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/cmake-data/html/manual/cmake.1.html",
    previous: "cat [--] <files>...",
    heading: "Run a Command-Line Tool¶",
    sample: "random",
  },
  {
    sentence: "x¶: Extract to disk from the archive.",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/cmake-data/html/manual/cmake.1.html",
    previous: "If used, the <pathname>... argument is mandatory.",
    heading: "Run a Command-Line Tool¶",
    sample: "random",
  },
  {
    sentence:
      "Specifies the build type on single-configuration generators (e.g. Makefile Generators or Ninja).",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/cmake-data/html/variable/CMAKE_BUILD_TYPE.html",
    sample: "random",
  },
  {
    sentence:
      "The default value is often an empty string, but this is usually not desirable and one of the other standard build types is usually more appropriate.",
    writable: true,
    source: "/usr/share/doc/cmake-data/html/variable/CMAKE_BUILD_TYPE.html",
    previous: "Otherwise, a toolchain-specific default is chosen when a language is enabled.",
    sample: "random",
  },
  {
    sentence: 'echo $rb "<$status>" $restore',
    writable: false,
    why: "code",
    source: "/usr/share/doc/git-doc/user-manual.html",
    previous: "echo $rb All done $restore",
    heading: "Maintaining topic branches for a Linux subsystem maintainer",
    sample: "random",
  },
  {
    sentence:
      "It’s up to you—Git does have a lot of information, it is just missing one particular blob version.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/git-doc/user-manual.html",
    previous: "and just looked for the sha of the missing object (4b9458b) in that whole thing.",
    heading: "Recovering from repository corruption",
    sample: "random",
  },
  {
    sentence: '- "-ATTR" requires that the attribute ATTR be unset.',
    writable: true,
    source: "/usr/share/doc/git-doc/user-manual.html",
    previous: '- "ATTR" requires that the attribute ATTR be set.',
    heading: "Chapter 11. Git Glossary",
    sample: "random",
  },
  {
    sentence: "</Proxy>",
    writable: false,
    why: "code",
    source: "/usr/share/doc/apache2-doc/manual/ja/sections.html",
    previous: "Deny from all",
    heading: "プロクシ ¶",
    sample: "random",
  },
  {
    sentence: "<Directory> (上のグループ 1) はディレクトリが短いものから長いものへと処理されます。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/ja/sections.html",
    previous: "<Directory> 以外は、それぞれのグループは設定ファイルに現れた順番に処理されます。",
    heading: "セクションのマージ方法 ¶",
    sample: "random",
  },
  {
    sentence:
      "Les modules peuvent aussi être intégrés statiquement dans le binaire httpd lors de la compilation de ce dernier.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/fr/dso.html",
    previous:
      "Les modules DSO peuvent être compilés en même temps que le serveur, ou compilés et ajoutés ultérieurement via l'Outil des Extensions à Apache (Apache Extension Tool ou apxs).",
    sample: "random",
  },
  {
    sentence:
      "Il s'agit du seul module avec le module core à ne pas pouvoir être compilé en tant que module DSO lui-même.",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/fr/dso.html",
    previous:
      "La prise en charge de DSO pour le chargement de modules individuels d'Apache httpd est assuré par un module nommé mod_so qui doit être compilé statiquement dans le coeur d'Apache httpd.",
    heading: "Implémentation ¶",
    sample: "random",
  },
  {
    sentence:
      "Vor der Version 1.2b9 des Apache existierten verschiedene Wettkampfsituationen (race conditions), die den Neustart und die Signale beeinflußt haben.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/de/stopping.html",
    heading: "Anhang: Signale und Wettkampfsituationen ¶",
    sample: "random",
  },
  {
    sentence:
      "Bei Architekturen, die ein ScoreBoardFile auf Platte verwenden, besteht die Gefahr, dass die Statustabelle beschädigt wird.",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/de/stopping.html",
    previous:
      "Dennoch sollte beachtet werden, dass noch immer Wettkampfsituationen auf bestimmten Architekturen existieren.",
    heading: "Anhang: Signale und Wettkampfsituationen ¶",
    sample: "random",
  },
  {
    sentence:
      "Это может быть файл (как getting-started.html), обработчик (как server-status) или файл какой-то программы (как index.php).",
    writable: false,
    why: "dangling",
    source: "/usr/share/doc/apache2-doc/manual/ru/getting-started.html",
    previous: "URL-путь может обозначать множество вещей на сервере.",
    heading: "Клиенты, серверы и URL-адреса ¶",
    sample: "random",
  },
  {
    sentence: "Эта запись будет выглядеть так:",
    writable: false,
    why: "fragment",
    source: "/usr/share/doc/apache2-doc/manual/ru/getting-started.html",
    previous:
      "Например, вы можете добавить запись для отправки запросов к www.example.com на локальный компьютер, для тестирования.",
    heading: "Имена хостов и DNS ¶",
    sample: "random",
  },
  {
    sentence: "在 Unix 或类似平台中，MPM 可以构建为动态模块，与其它动态模块一样在运行时加载。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    heading: "构建 MPM 为动态模块 ¶",
    sample: "random",
  },
  {
    sentence: "编辑 LoadModule 指令内容可以选择不同的 MPM。",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/zh-cn/mpm.html",
    previous:
      "默认 MPM，可以自动选择或者在执行 configure 脚本时通过 --with-mpm 选项来指定，然后出现在生成的服务器配置文件中。",
    heading: "构建 MPM 为动态模块 ¶",
    sample: "random",
  },
  {
    sentence: "kill -TERM `cat /usr/local/apache2/logs/httpd.pid`",
    writable: false,
    why: "code",
    source: "/usr/share/doc/apache2-doc/manual/es/stopping.html",
    previous:
      "Para enviar una señal al proceso padre debe escribir un comando como el que se muestra en el ejemplo:",
    heading: "Introducción ¶",
    sample: "random",
  },
  {
    sentence:
      "Antes de reiniciar, puede comprobar que la sintaxis de sus ficheros de configuracion es correcta con la opción de línea de comandos -t (consulte httpd).",
    writable: true,
    source: "/usr/share/doc/apache2-doc/manual/es/stopping.html",
    previous:
      "Esto provocará problemas si intenta reiniciar el servidor -- no será posible conectarse a la lista de puertos de escucha.",
    heading: "Reinicio Graceful ¶",
    sample: "random",
  },
  {
    sentence:
      "MANOPT If $MANOPT is set, it will be parsed prior to man's command line and is expected to be in a similar format.",
    writable: false,
    why: "fragment",
    source: "/usr/share/man/id/man1/man.1.gz",
    previous:
      "SYSTEM Jika $SYSTEM telah diset, ini akan memiliki efek sama seperti jika ini telah dispesifikasikan sebagai argumen ke pilihan -m.",
    sample: "random",
  },
  {
    sentence:
      "Secara normal, ketika keluaran telah diarahkan ke sebuah terminal (biasanya sebuah pager), keluaran error apapun dari perintah digunakan untuk menghasilkan versi tercetak dari halaman buku panduan diabaikan untuk menghindari interferensi dari penampilan pager.",
    writable: true,
    source: "/usr/share/man/id/man1/man.1.gz",
    previous: "MAN_KEEP_STDERR",
    sample: "random",
  },
  {
    sentence: "-c Тоже, что и параметр -m, используется для совместимости с POSIX.",
    writable: false,
    why: "fragment",
    source: "/usr/share/man/ru/man1/fuser.1.gz",
    previous: "По умолчанию выводятся только файлы, которые используются хотя бы одним процессом.",
    sample: "random",
  },
  {
    sentence: "-6, --ipv6",
    writable: false,
    why: "code",
    source: "/usr/share/man/ru/man1/fuser.1.gz",
    previous:
      "Этот параметр не должен использоваться вместе с -6 и применяется только с областями имён tcp и udp.",
    sample: "random",
  },
  {
    sentence:
      "وكانت هذه الفيضانات الأشد فتكًا في العالم منذ فيضانات جنوب آسيا عام 2020، ووُصفت بأنها الأسوأ في تاريخ البلاد.",
    writable: true,
    source: "testdata/libraries/ar/fayadanat-pakistan-2022.txt",
    previous: "في 25 أغسطس، أعلنت باكستان حالة الطوارئ بسبب الفيضانات.",
    sample: "random",
  },
  {
    sentence: "وشهد جنوب باكستان موجات حر متتالية في مايو ويونيو حطمت الأرقام القياسية.",
    writable: true,
    source: "testdata/libraries/ar/fayadanat-pakistan-2022.txt",
    previous: "ويُعتقد أن ارتفاع حرارة سطح البحر يزيد أمطار الرياح الموسمية.",
    heading: "الخلفية",
    sample: "random",
  },
  {
    sentence:
      "ونفقت مئات الآلاف من رؤوس الماشية، وأُتلفت مساحات واسعة من المحاصيل الزراعية في السند والبنجاب.",
    writable: true,
    source: "testdata/libraries/ar/fayadanat-pakistan-2022.txt",
    previous: "ودُمّر أكثر من مليوني منزل أو تضرر، وجُرفت آلاف الكيلومترات من الطرق ومئات الجسور.",
    heading: "الأضرار",
    sample: "random",
  },
  {
    sentence: "फ़ाइल तैयार हो रही है…",
    writable: true,
    source: "locales/hi.json.document.download.preparing",
    sample: "random",
  },
  {
    sentence: "আগে আপনার ইমেল ঠিকানা যাচাই করুন: আমাদের পাঠানো লিংকটি খুলুন।",
    writable: true,
    source: "locales/bn.json.auth.errors.emailNotVerified",
    sample: "random",
  },
  {
    sentence: "پاس ورڈ بہت لمبا ہے۔",
    writable: true,
    source: "locales/ur.json.auth.errors.passwordTooLong",
    sample: "random",
  },
  {
    sentence: "Huhifadhiwa pamoja na akaunti yako, kwa hivyo hukufuata kwenye vifaa vyako vingine.",
    writable: false,
    why: "dangling",
    source: "locales/sw.json.settings.general.languageHelp",
    sample: "random",
  },
  {
    sentence: "API संदर्भ",
    writable: false,
    why: "fragment",
    source: "locales/mr.json.settings.apiKeys.reference",
    sample: "random",
  },
];
