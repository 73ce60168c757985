// Dotted paths into JSON bodies, and a trie that checks many of them against many bodies in linear time.
export { parsePath, type ParsedPath } from './paths.js';
export { PathTrie, walkTrie, type TrieNode, type WalkVisitor } from './path-trie.js';
