// Build time only: print the SVG text of every card in @letele/playing-cards as JSON.
//
// The package ships its SVG artwork (Adrian Kennard's designs, CC0-1.0) as React
// components. We run those components with a stand-in createElement that writes SVG
// markup instead of React elements, and print {"SA": "<svg ...>", ...} on stdout.
// Nothing of the package is copied: only the pictures it draws are read.
//
// Usage: node build_scripts/deck_extract.mjs path/to/package/dist/index.esm.js
import { readFileSync } from "node:fs";

const KEEP = new Set(["viewBox", "preserveAspectRatio", "patternUnits"]);
const RENAME = { className: "class", xlinkHref: "xlink:href", xmlnsXlink: "xmlns:xlink" };

function attrName(name) {
  if (RENAME[name]) return RENAME[name];
  if (KEEP.has(name)) return name;
  return name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
}

function esc(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
}

function createElement(type, props, ...children) {
  if (typeof type === "function") return type({ ...(props || {}), children });
  return { type, props: props || {}, children: children.flat() };
}

function render(node) {
  if (node === null || node === undefined || node === false) return "";
  if (typeof node !== "object") return esc(node);
  const attrs = Object.entries(node.props)
    .filter(([k, v]) => k !== "children" && v !== undefined && v !== null && !k.startsWith("aria"))
    .map(([k, v]) => ` ${attrName(k)}="${esc(v)}"`)
    .join("");
  const inner = node.children.map(render).join("");
  return inner ? `<${node.type}${attrs}>${inner}</${node.type}>` : `<${node.type}${attrs}/>`;
}

const source = readFileSync(process.argv[2], "utf8")
  .replace(/^import .*$/gm, "")
  .replace(/^export \{([^}]*)\};?\s*$/m, (_, names) => `return {${names.replace(/ as /g, ": ")}};`
    .replace(/(\w+): (\w+)/g, "$2: $1"));
const React = { createElement };
const _extends = (...objs) => Object.assign({}, ...objs);
const components = new Function("React", "_extends", source)(React, _extends);

const out = {};
for (const [name, component] of Object.entries(components)) {
  out[name] = render(component({}));
}
process.stdout.write(JSON.stringify(out));
