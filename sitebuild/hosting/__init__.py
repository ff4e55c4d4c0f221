"""What makes the built site servable on any host: headers, precompressed files, offline use."""
