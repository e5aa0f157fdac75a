/** Stylesheets are bundled as text (webpack `asset/source`) and injected by the shell. */
declare module '*.css' {
  const source: string;
  export default source;
}
