import { createContext, useContext } from "react";

/** The request's CSP nonce; empty in the browser, where React never renders <script> itself. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
