/** Types of generate-types.mjs, for the service's tests that import it. */
export declare const DOCUMENTS_DIR: string;
export declare const GENERATED_DIR: string;
export declare function namespaceOf(id: string): string;
export declare function generatedFiles(documents: readonly { id: string; document: object }[]): Promise<Map<string, string>>;
export declare function readDocuments(): { id: string; document: object }[];
