// The async boundary: Module Federation resolves the shared singletons before bootstrap runs.
void import('./bootstrap');
