/** Stylesheets are bundled as text (webpack `asset/source`) and rendered in a React 19 <style>. */
declare module '*.css' {
  const source: string;
  export default source;
}
