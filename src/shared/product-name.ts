// The product's name in a module of its own (re-exported by ./constants): a public page that needs only the
// name (the blog's RSS link) does not load every figure with it (issue #35 item 5, decision 0073).
export const PRODUCT_NAME = "Plugsmith";
