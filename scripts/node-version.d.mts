export declare const PROJECT_NODE_MAJOR: number;
export declare function warnUnlessProjectNode(what: string): void;
