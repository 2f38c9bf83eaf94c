"""Another machine in the window: File > Connect to a machine, and the Hardware page watching it live over ssh."""
