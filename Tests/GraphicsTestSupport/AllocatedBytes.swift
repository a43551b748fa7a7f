import CMalloc

/// The bytes this process has allocated with malloc and not yet freed (glibc's `uordblks`, over
/// every arena).
///
/// Unlike the resident set size it does not depend on what the kernel has paged in or malloc has
/// given back, so the difference across a piece of code measures what the code left allocated.
package func allocatedBytes() -> Int {
    Int(mallinfo2().uordblks)
}
